import { isMultiPart, TEXT_TYPES } from '../../../core/forms/field-types.ts'
import type { FormField } from '../../../core/forms/form-fields.ts'
import type { FieldValue } from '../../../core/forms/form-values.ts'
import { DateField, TimeField } from './DateTimeFields.tsx'
import type { FieldIds } from './field-ids.ts'
import { CheckboxField, LikertField, MultiPartField, RadioField } from './GroupFields.tsx'
import { SelectField, TextareaField, TextField } from './TextFields.tsx'

export interface FormFieldControlProps {
  field: FormField
  ids: FieldIds
  value: FieldValue | undefined
  error: string | undefined
  onChange(value: FieldValue): void
}

const asText = (value: FieldValue | undefined) => (typeof value === 'string' ? value : '')
const asList = (value: FieldValue | undefined) => (Array.isArray(value) ? value : [])
const asAnswers = (value: FieldValue | undefined) => (value && typeof value === 'object' && !Array.isArray(value) ? value : {})

/** The control of one field, by its type. Hidden fields and sections show no control. */
export function FormFieldControl({ field, ids, value, error, onChange }: FormFieldControlProps) {
  const props = { field, ids, error }
  if ((TEXT_TYPES as readonly string[]).includes(field.type)) return <TextField {...props} value={asText(value)} onChange={onChange} />
  if (field.type === 'date') return <DateField {...props} value={asList(value)} onChange={onChange} />
  if (field.type === 'time') return <TimeField {...props} value={asList(value)} onChange={onChange} />
  if (isMultiPart(field.type)) return <MultiPartField {...props} value={asList(value)} onChange={onChange} />
  switch (field.type) {
    case 'textarea':
      return <TextareaField {...props} value={asText(value)} onChange={onChange} />
    case 'select':
      return <SelectField {...props} value={asText(value)} onChange={onChange} />
    case 'radio':
      return <RadioField {...props} value={asText(value)} onChange={onChange} />
    case 'checkbox':
      return <CheckboxField {...props} value={asList(value)} onChange={onChange} />
    case 'likert':
      return <LikertField {...props} value={asAnswers(value)} onChange={onChange} />
    default:
      return null
  }
}
