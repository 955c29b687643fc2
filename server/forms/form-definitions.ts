import { z } from 'zod/mini'
import { formFieldListSchema } from '../../core/forms/form-fields.ts'
import demoForms from './demo-forms.json'

/** A form the server accepts submissions for: its fields, checked as the element checks them (core/forms). */
export const formDefinitionSchema = z
  .object({
    formId: z.string().check(z.minLength(1)),
    /** Newsletter sign-ups are also stored as subscribers, by email. */
    kind: z._default(z.enum(['form', 'newsletter']), 'form'),
    /** Submissions must carry a captcha token. */
    captcha: z._default(z.boolean(), false),
    fields: formFieldListSchema,
  })
  .check(
    z.refine((form) => form.kind !== 'newsletter' || form.fields.some((field) => field.type === 'email'), {
      error: 'A newsletter form needs an email field',
      path: ['fields'],
    }),
  )

export type FormDefinition = z.output<typeof formDefinitionSchema>

/** The forms of the demo site (`demo-forms.json`), which `npm start` serves. */
export const demoFormDefinitions: readonly FormDefinition[] = z.array(formDefinitionSchema).parse(demoForms)
