import type { FormField } from '../../../core/forms/form-fields.ts'
import type { FieldIds } from './field-ids.ts'

/** What every field shows around its control: the required mark, the description and the error, above the control. */
export function RequiredMark({ field }: { field: FormField }) {
  return field.required ? <span className="required"> (required)</span> : null
}

export function Description({ field, ids }: { field: FormField; ids: FieldIds }) {
  return field.description ? (
    <p id={ids.description} className="description" part="description">
      {field.description}
    </p>
  ) : null
}

export function FieldError({ ids, error }: { ids: FieldIds; error: string | undefined }) {
  return error ? (
    <p id={ids.error} className="field-error" part="error field-error">
      {error}
    </p>
  ) : null
}

/** The ARIA state of a control of `field`. */
export function controlAria(field: FormField, ids: FieldIds, error: string | undefined, counter = false) {
  const list = [field.description && ids.description, error && ids.error, counter && ids.counter].filter(Boolean)
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': list.length > 0 ? list.join(' ') : undefined,
  } as const
}
