/**
 * A date or time field is one native control, while its value keeps the parts a submission carries:
 * `[Month, Day, Year]` and `[Hour, Minute, Second, Ampm]` on a 12-hour clock. These convert between the
 * control's value (`2025-12-24`, `19:30` or `19:30:05`) and those parts, written as a visitor would type
 * them: a month, day and hour without a leading zero, minutes and seconds with two digits.
 */

const twoDigits = (value: number) => String(value).padStart(2, '0')
const wholeNumber = (text: string | undefined) => (/^\d+$/.test(text ?? '') ? Number(text) : undefined)

/** `2025-12-24` → `['12', '24', '2025']`; an empty or unreadable value → three empty parts. */
export function datePartsOf(inputValue: string): string[] {
  const match = /^(\d{4,})-(\d{2})-(\d{2})$/.exec(inputValue)
  if (!match) return ['', '', '']
  const [, year, month, day] = match
  return [String(Number(month)), String(Number(day)), year!]
}

/** `['12', '24', '2025']` → `2025-12-24`; parts that make no calendar date → `''` (the control shows it empty). */
export function dateInputValue([monthText, dayText, yearText]: readonly string[]): string {
  const [month, day, year] = [wholeNumber(monthText), wholeNumber(dayText), wholeNumber(yearText)]
  if (month === undefined || day === undefined || year === undefined || year < 1000) return ''
  const date = new Date(Date.UTC(year, month - 1, day))
  const isCalendarDate = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  return isCalendarDate ? `${year}-${twoDigits(month)}-${twoDigits(day)}` : ''
}

/** `19:30` → `['7', '30', '', 'PM']`, `00:15:09` → `['12', '15', '09', 'AM']`; an empty or unreadable value → four empty parts. */
export function timePartsOf(inputValue: string): string[] {
  const match = /^(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/.exec(inputValue)
  if (!match) return ['', '', '', '']
  const [, hourText, minute, second] = match
  const hour = Number(hourText)
  return [String(hour % 12 || 12), minute!, second ?? '', hour < 12 ? 'AM' : 'PM']
}

/** `['7', '30', '', 'PM']` → `19:30`, with a second `19:30:05`; parts that make no time of day → `''`. */
export function timeInputValue([hourText, minuteText, secondText, ampm]: readonly string[]): string {
  const [hour, minute] = [wholeNumber(hourText), wholeNumber(minuteText)]
  const second = secondText ? wholeNumber(secondText) : 0
  if (hour === undefined || minute === undefined || second === undefined) return ''
  if (hour < 1 || hour > 12 || minute > 59 || second > 59 || (ampm !== 'AM' && ampm !== 'PM')) return ''
  const hour24 = (hour % 12) + (ampm === 'PM' ? 12 : 0)
  return `${twoDigits(hour24)}:${twoDigits(minute)}${secondText ? `:${twoDigits(second)}` : ''}`
}
