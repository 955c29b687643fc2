/**
 * A date read from a value: a `Date`, a time in milliseconds or a date text. An invalid one is logged to the
 * console (000 §8: invalid dates are console-only problems) and read as undefined, so that the caller goes on.
 */
export function readDate(value: Date | number | string, where: string): Date | undefined {
  const date = value instanceof Date ? value : new Date(value)
  if (!Number.isNaN(date.getTime())) return date
  console.warn(`ss-elements: ${where}: Invalid date ${JSON.stringify(String(value))}`)
  return undefined
}
