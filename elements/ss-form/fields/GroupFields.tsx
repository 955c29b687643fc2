import type { ReactNode } from 'react'
import { LIKERT_SCALE, partsOf, type MultiPartType } from '../../../core/forms/field-types.ts'
import type { FormField } from '../../../core/forms/form-fields.ts'
import type { FieldIds } from './field-ids.ts'
import { controlAria, Description, FieldError, RequiredMark } from './FieldParts.tsx'
import type { FieldProps } from './TextFields.tsx'

/** A field of several controls: a fieldset named by the field's label, its description and error above the controls. */
function Group({ field, ids, error, children }: { field: FormField; ids: FieldIds; error: string | undefined; children: ReactNode }) {
  return (
    <fieldset className="field" part="field" data-type={field.type}>
      <legend id={ids.legend} className="label" part="label">
        {field.label}
        <RequiredMark field={field} />
      </legend>
      <Description field={field} ids={ids} />
      <FieldError ids={ids} error={error} />
      {children}
    </fieldset>
  )
}

/** Name, address and phone: one labelled control per part, named "<label> <part>". */
export function MultiPartField({ field, ids, value, error, onChange }: FieldProps<string[]>) {
  const parts = partsOf(field.type as MultiPartType, field)
  const setPart = (index: number, text: string) => onChange(parts.map((_, i) => (i === index ? text : (value[i] ?? ''))))
  return (
    <Group field={field} ids={ids} error={error}>
      <div className="parts">
        {parts.map((part, i) => {
          const common = {
            id: ids.part(i),
            part: 'control',
            value: value[i] ?? '',
            required: field.required && !part.optional,
            'aria-labelledby': `${ids.legend} ${ids.partLabel(i)}`,
            ...controlAria(field, ids, error),
          }
          return (
            <div className="part" key={part.name} data-part={part.name}>
              <label id={ids.partLabel(i)} htmlFor={ids.part(i)} className="part-label">
                {part.label}
              </label>
              {part.choices ? (
                <select {...common} onChange={(event) => setPart(i, event.target.value)}>
                  <option value="">{'\u2013'}</option>
                  {part.choices.map((choice) => (
                    <option key={choice}>{choice}</option>
                  ))}
                </select>
              ) : (
                <input
                  {...common}
                  type="text"
                  inputMode={part.numeric ? 'numeric' : undefined}
                  autoComplete={part.autocomplete}
                  onChange={(event) => setPart(i, event.target.value)}
                />
              )}
            </div>
          )
        })}
      </div>
    </Group>
  )
}

/** The options of a radio or checkbox field, each a labelled input. */
function Choices({ field, ids, error, type, isChecked, onToggle }: {
  field: FormField
  ids: FieldIds
  error: string | undefined
  type: 'radio' | 'checkbox'
  isChecked(option: string): boolean
  onToggle(option: string, checked: boolean): void
}) {
  return (
    <Group field={field} ids={ids} error={error}>
      <div className="choices">
        {field.options.map((option) => (
          <label className="choice" key={option}>
            <input
              type={type}
              part="control"
              name={ids.control}
              value={option}
              checked={isChecked(option)}
              // A required checkbox group needs one box, not every box: only radios carry `required`.
              required={type === 'radio' && field.required}
              onChange={(event) => onToggle(option, event.target.checked)}
              {...controlAria(field, ids, error)}
            />
            {option}
          </label>
        ))}
      </div>
    </Group>
  )
}

export function RadioField({ field, ids, value, error, onChange }: FieldProps<string>) {
  return <Choices field={field} ids={ids} error={error} type="radio" isChecked={(option) => value === option} onToggle={onChange} />
}

export function CheckboxField({ field, ids, value, error, onChange }: FieldProps<string[]>) {
  // Kept in the order of the options, whatever the order of the clicks.
  const toggle = (option: string, checked: boolean) =>
    onChange(field.options.filter((candidate) => (candidate === option ? checked : value.includes(candidate))))
  return <Choices field={field} ids={ids} error={error} type="checkbox" isChecked={(option) => value.includes(option)} onToggle={toggle} />
}

/** One group of five radios per question, on the likert scale (-2 Strongly Disagree … 2 Strongly Agree). */
export function LikertField({ field, ids, value, error, onChange }: FieldProps<Record<string, string>>) {
  return (
    <Group field={field} ids={ids} error={error}>
      {field.questions.map((question, q) => (
        <fieldset className="likert-question" key={question}>
          <legend className="question">{question}</legend>
          <div className="choices scale">
            {LIKERT_SCALE.map((point) => (
              <label className="choice" key={point.value}>
                <input
                  type="radio"
                  part="control"
                  name={`${ids.control}-${q}`}
                  value={point.value}
                  checked={value[question] === point.value}
                  required={field.required}
                  onChange={() => onChange({ ...value, [question]: point.value })}
                  {...controlAria(field, ids, error)}
                />
                {point.label}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
    </Group>
  )
}
