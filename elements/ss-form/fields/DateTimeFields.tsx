import { dateInputValue, datePartsOf, timeInputValue, timePartsOf } from './date-time-parts.ts'
import { controlAria } from './FieldParts.tsx'
import { SingleControl, type FieldProps } from './TextFields.tsx'

/**
 * One native control (the browser's date or time picker) for a field whose value is its parts. A value the
 * control cannot show (parts set by hand that make no date) shows it empty until the visitor picks one.
 */
function NativePartsControl({ field, ids, value, error, onChange, type, inputValue, partsOf }: FieldProps<string[]> & {
  type: 'date' | 'time'
  inputValue(parts: readonly string[]): string
  partsOf(inputValue: string): string[]
}) {
  return (
    <SingleControl field={field} ids={ids} error={error}>
      <input
        id={ids.control}
        part="control"
        type={type}
        value={inputValue(value)}
        required={field.required}
        onChange={(event) => onChange(partsOf(event.target.value))}
        {...controlAria(field, ids, error)}
      />
    </SingleControl>
  )
}

/** A date field: `<input type="date">`, its value `[Month, Day, Year]`. */
export function DateField(props: FieldProps<string[]>) {
  return <NativePartsControl {...props} type="date" inputValue={dateInputValue} partsOf={datePartsOf} />
}

/** A time field: `<input type="time">`, its value `[Hour, Minute, Second, Ampm]` on a 12-hour clock. */
export function TimeField(props: FieldProps<string[]>) {
  return <NativePartsControl {...props} type="time" inputValue={timeInputValue} partsOf={timePartsOf} />
}
