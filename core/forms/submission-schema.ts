import { z } from 'zod/mini'
import { LIKERT_SCALE, SUBMITTED_PHONE_PARTS, isMultiPart, partsOf, type FieldPart } from './field-types.ts'
import { exceedsCharacterLimit, isAmountEntry, isEmail, isNumberEntry } from './entry-rules.ts'
import { submittedFields, type FormField } from './form-fields.ts'
import { formMessages, notAnOptionMessage, requiredMessage } from './form-messages.ts'
import type { SubmittedForm } from './serialize-form.ts'
import { validate } from '../validation/validate.ts'

const text = z.string()
const isBlank = (value: string) => value.trim() === ''

/**
 * The zod schema of the `form` a submission carries for these fields: each value of the shape its type gives
 * it, and the field rules (required, the email check, a textarea's character limit) plus the choices of
 * radio, checkbox, select and likert fields. The element checks its entries with it before sending; the
 * reference server checks what arrives with the same schema.
 */
export function submittedFormSchema(fields: readonly FormField[]) {
  return z.object(Object.fromEntries(submittedFields(fields).map((field) => [field.id, fieldValueSchema(field)])))
}

export type FormCheck = { ok: true; form: SubmittedForm } | { ok: false; errors: Record<string, string> }

/** The valid form, keeping only the fields of the form; or the first problem of each invalid field, by field id. */
export function checkSubmittedForm(fields: readonly FormField[], form: unknown): FormCheck {
  const result = validate(submittedFormSchema(fields), form)
  if (result.success) return { ok: true, form: result.data as SubmittedForm }
  const errors: Record<string, string> = {}
  for (const issue of result.error.issues) {
    const id = issue.path[0]
    if (typeof id === 'string' && !(id in errors)) errors[id] = issue.message
  }
  return { ok: false, errors }
}

function fieldValueSchema(field: FormField): z.ZodMiniType {
  // An empty required email fails the email check, and says so in its words.
  const required = field.type === 'email' ? formMessages.invalidEmail : requiredMessage(field.label)
  if (isMultiPart(field.type)) {
    const parts = field.type === 'phone' ? SUBMITTED_PHONE_PARTS : partsOf(field.type)
    return multiPartSchema(parts, field.required, required)
  }
  switch (field.type) {
    case 'checkbox':
      return z.prefault(
        z.array(text).check(
          z.refine((checked) => !field.required || checked.length > 0, { error: required }),
          z.superRefine((checked, context) => {
            const stray = checked.find((value) => !field.options.includes(value))
            if (stray !== undefined) context.addIssue({ code: 'custom', message: notAnOptionMessage(stray) })
          }),
        ),
        [],
      )
    case 'likert':
      return likertSchema(field, required)
    case 'hidden':
      return z.prefault(text, '')
    default:
      return z.prefault(
        text.check(
          z.refine((value) => !field.required || !isBlank(value), { error: required, abort: true }),
          ...textRules(field),
        ),
        '',
      )
  }
}

/** The checks of one text value that is not empty, by field type: email, character limit, number, amount, choice. */
function textRules(field: FormField): z.core.$ZodCheck<string>[] {
  const whenFilled = (rule: (value: string) => boolean, error: string) =>
    z.refine<string>((value) => isBlank(value) || rule(value), { error, abort: true })
  switch (field.type) {
    case 'email':
      return [whenFilled(isEmail, formMessages.invalidEmail)]
    case 'textarea':
      return [whenFilled((value) => !exceedsCharacterLimit(value, field.maxLength), formMessages.characterLimit)]
    case 'number':
      return [whenFilled(isNumberEntry, formMessages.fieldsUnparseable)]
    case 'currency':
      return [whenFilled(isAmountEntry, formMessages.fieldsUnparseable)]
    case 'radio':
    case 'select':
      return [
        z.superRefine((value: string, context) => {
          if (!isBlank(value) && !field.options.includes(value)) context.addIssue({ code: 'custom', message: notAnOptionMessage(value) })
        }),
      ]
    default:
      return []
  }
}

function multiPartSchema(parts: readonly FieldPart[], required: boolean, requiredError: string) {
  const hasPart = (values: string[], i: number) => !isBlank(values[i] ?? '')
  return z.prefault(
    z.array(text).check(
      z.length(parts.length, { error: `Expected ${parts.length} parts: ${parts.map((part) => part.name).join(', ')}`, abort: true }),
      z.superRefine((values, context) => {
        const stray = parts.findIndex((part, i) => part.choices && hasPart(values, i) && !part.choices.includes(values[i] ?? ''))
        if (stray >= 0) context.addIssue({ code: 'custom', message: notAnOptionMessage(values[stray] ?? '') })
      }),
      z.refine((values) => !required || parts.every((part, i) => part.optional || hasPart(values, i)), { error: requiredError }),
    ),
    parts.map(() => ''),
  )
}

const likertValues = LIKERT_SCALE.map((point) => point.value) as [string, ...string[]]

function likertSchema(field: FormField, requiredError: string) {
  return z.prefault(
    z.record(text, z.enum(likertValues)).check(
      z.superRefine((answers, context) => {
        const stray = Object.keys(answers).find((question) => !field.questions.includes(question))
        if (stray !== undefined) context.addIssue({ code: 'custom', message: notAnOptionMessage(stray) })
      }),
      z.refine((answers) => !field.required || field.questions.every((question) => question in answers), {
        error: requiredError,
      }),
    ),
    {},
  )
}
