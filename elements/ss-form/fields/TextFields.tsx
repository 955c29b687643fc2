import type { InputHTMLAttributes, ReactNode } from 'react'
import { characterCounter } from '../../../core/forms/entry-rules.ts'
import type { FormField } from '../../../core/forms/form-fields.ts'
import type { FieldIds } from './field-ids.ts'
import { controlAria, Description, FieldError, RequiredMark } from './FieldParts.tsx'

export interface FieldProps<Value> {
  field: FormField
  ids: FieldIds
  value: Value
  error: string | undefined
  onChange(value: Value): void
}

type InputOptions = Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'autoComplete'>

/** How each single-line type is typed: numbers as text, so that what the visitor typed is never lost or altered. */
const INPUT_OPTIONS: Record<string, InputOptions> = {
  text: { type: 'text' },
  email: { type: 'email', autoComplete: 'email' },
  currency: { type: 'text', inputMode: 'decimal' },
  number: { type: 'text', inputMode: 'decimal' },
  website: { type: 'url', autoComplete: 'url' },
  password: { type: 'password', autoComplete: 'off' },
  twitter: { type: 'text', autoComplete: 'off' },
}

/** A field of one control: its label, description and error above the control. */
export function SingleControl({ field, ids, error, children }: { field: FormField; ids: FieldIds; error: string | undefined; children: ReactNode }) {
  return (
    <div className="field" part="field" data-type={field.type}>
      <label htmlFor={ids.control} className="label" part="label">
        {field.label}
        <RequiredMark field={field} />
      </label>
      <Description field={field} ids={ids} />
      <FieldError ids={ids} error={error} />
      {children}
    </div>
  )
}

export function TextField({ field, ids, value, error, onChange }: FieldProps<string>) {
  return (
    <SingleControl field={field} ids={ids} error={error}>
      <input
        id={ids.control}
        part="control"
        {...INPUT_OPTIONS[field.type]}
        value={value}
        placeholder={field.placeholder || undefined}
        required={field.required}
        onChange={(event) => onChange(event.target.value)}
        {...controlAria(field, ids, error)}
      />
    </SingleControl>
  )
}

export function TextareaField({ field, ids, value, error, onChange }: FieldProps<string>) {
  const counter = characterCounter(value, field.maxLength)
  return (
    <SingleControl field={field} ids={ids} error={error}>
      <textarea
        id={ids.control}
        part="control"
        rows={5}
        value={value}
        placeholder={field.placeholder || undefined}
        required={field.required}
        onChange={(event) => onChange(event.target.value)}
        {...controlAria(field, ids, error, counter !== undefined)}
      />
      {counter && (
        <p id={ids.counter} className="counter" part="counter" data-over={counter.over || undefined}>
          {counter.text}
        </p>
      )}
    </SingleControl>
  )
}

export function SelectField({ field, ids, value, error, onChange }: FieldProps<string>) {
  return (
    <SingleControl field={field} ids={ids} error={error}>
      <select
        id={ids.control}
        part="control"
        value={value}
        required={field.required}
        onChange={(event) => onChange(event.target.value)}
        {...controlAria(field, ids, error)}
      >
        <option value="">{field.placeholder}</option>
        {field.options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </SingleControl>
  )
}
