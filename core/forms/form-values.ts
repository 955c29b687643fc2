import { isMultiPart, partsOf } from './field-types.ts'
import type { FormField } from './form-fields.ts'

/** What one field holds: text, the texts of its parts or checked boxes, or a likert field's answers. */
export type FieldValue = string | string[] | Record<string, string>

/** The visitor's entries, by field id. */
export type FormValues = Record<string, FieldValue>

/** The value a field starts with; hidden fields and sections hold none the visitor can change. */
export function initialValue(field: FormField): FieldValue | undefined {
  if (field.type === 'section' || field.type === 'hidden') return undefined
  if (isMultiPart(field.type)) return partsOf(field.type, field).map(() => '')
  if (field.type === 'checkbox') return []
  if (field.type === 'likert') return {}
  return ''
}

export function initialValues(fields: readonly FormField[]): FormValues {
  const values: FormValues = {}
  for (const field of fields) {
    const value = initialValue(field)
    if (value !== undefined) values[field.id] = value
  }
  return values
}
