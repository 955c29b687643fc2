import { z } from 'zod/mini'
import { FIELD_TYPES } from './field-types.ts'

/** One field of a form, as the block JSON and the server's form definitions describe it. */
export const formFieldSchema = z.object({
  id: z.string().check(z.minLength(1)),
  type: z.enum(FIELD_TYPES),
  label: z._default(z.string(), ''),
  description: z._default(z.string(), ''),
  required: z._default(z.boolean(), false),
  placeholder: z._default(z.string(), ''),
  /** The choices of a radio, checkbox or select field. */
  options: z._default(z.array(z.string()), []),
  /** The statements a likert field asks the visitor to rate. */
  questions: z._default(z.array(z.string()), []),
  /** A textarea's character limit; 0 or anything but a positive number means none. */
  maxLength: z.optional(z.unknown()),
  /** A hidden field's value when the address has no query term of the same name. */
  value: z._default(z.string(), ''),
  /** A phone field shows a country-code input too. */
  showCountryCode: z._default(z.boolean(), false),
})

export type FormField = z.output<typeof formFieldSchema>

/** The fields of a form, each with an id of its own (the id keys the submitted value). */
export const formFieldListSchema = z.array(formFieldSchema).check(
  z.superRefine((fields, context) => {
    const seen = new Set<string>()
    fields.forEach((field, index) => {
      if (seen.has(field.id)) {
        context.addIssue({ code: 'custom', message: `Another field already has the id "${field.id}"`, path: [index, 'id'] })
      }
      seen.add(field.id)
    })
  }),
)

/** Fields that contribute a value to the submission: every type but section. */
export function submittedFields(fields: readonly FormField[]): FormField[] {
  return fields.filter((field) => field.type !== 'section')
}
