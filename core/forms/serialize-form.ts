import { isAmountEntry, isNumberEntry } from './entry-rules.ts'
import { submittedFields, type FormField } from './form-fields.ts'
import { formMessages } from './form-messages.ts'
import { initialValue, type FieldValue, type FormValues } from './form-values.ts'

/** The `form` of a submission: each field id mapped to its sanitised value. */
export type SubmittedForm = Record<string, FieldValue>

export type SerializeResult =
  | { ok: true; form: SubmittedForm }
  /** Entries that cannot be read as what their field asks for (a number that is not one), by field id. */
  | { ok: false; errors: Record<string, string> }

/**
 * Serialises the visitor's entries in one value shape per field type, every text trimmed: multi-part fields
 * as arrays of their parts (a phone always with four, an empty country first), checkboxes as the checked
 * values, likert fields as question → scale value, hidden fields from the same-named query term of the page's
 * address (`query`) else their own value, sections skipped. Number and currency entries must read as numbers,
 * or the fields cannot be parsed.
 */
export function serializeForm(fields: readonly FormField[], values: FormValues, query: URLSearchParams): SerializeResult {
  const form: SubmittedForm = {}
  const errors: Record<string, string> = {}
  for (const field of submittedFields(fields)) {
    const value = serializeField(field, values[field.id], query)
    if (!isReadable(field, value)) errors[field.id] = formMessages.fieldsUnparseable
    form[field.id] = value
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, form }
}

function serializeField(field: FormField, entry: FieldValue | undefined, query: URLSearchParams): FieldValue {
  if (field.type === 'hidden') return (query.get(field.label) ?? field.value).trim()
  const value = entry ?? initialValue(field) ?? ''
  if (typeof value === 'string') return value.trim()
  if (Array.isArray(value)) {
    const parts = value.map((part) => part.trim())
    return field.type === 'phone' && parts.length === 3 ? ['', ...parts] : parts
  }
  return { ...value }
}

function isReadable(field: FormField, value: FieldValue): boolean {
  if (typeof value !== 'string' || value === '') return true
  if (field.type === 'number') return isNumberEntry(value)
  if (field.type === 'currency') return isAmountEntry(value)
  return true
}
