/** An email address is 3 to 256 characters long. */
export const EMAIL_MIN_LENGTH = 3
export const EMAIL_MAX_LENGTH = 256

// A local part, an @, dotted domain labels and a final label of 2 to 4 alphanumerics.
const EMAIL_PATTERN = /^[^\s@]+@(?:[A-Za-z0-9-]+\.)+[A-Za-z0-9]{2,4}$/

/** The email check of a form field: a length within those bounds, and the pattern above. */
export function isEmail(text: string): boolean {
  return text.length >= EMAIL_MIN_LENGTH && text.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(text)
}

/** A textarea's character limit: a positive whole number, given as a number or digits; anything else is none. */
export function characterLimit(maxLength: unknown): number | undefined {
  const limit = typeof maxLength === 'string' && /^\d+$/.test(maxLength.trim()) ? Number(maxLength) : maxLength
  return typeof limit === 'number' && Number.isSafeInteger(limit) && limit > 0 ? limit : undefined
}

/** Characters as a visitor counts them: an emoji is one, not two UTF-16 units. */
export function characterCount(text: string): number {
  return Array.from(text).length
}

export function exceedsCharacterLimit(text: string, maxLength: unknown): boolean {
  const limit = characterLimit(maxLength)
  return limit !== undefined && characterCount(text) > limit
}

export interface CharacterCounter {
  /** 'n / max' */
  text: string
  over: boolean
}

/** The counter under a textarea with a limit; none without one. */
export function characterCounter(text: string, maxLength: unknown): CharacterCounter | undefined {
  const limit = characterLimit(maxLength)
  if (limit === undefined) return undefined
  const count = characterCount(text)
  return { text: `${count} / ${limit}`, over: count > limit }
}

const NUMBER_PATTERN = /^[+-]?(?:\d{1,3}(?:,\d{3})+|\d+)?(?:\.\d+)?$/

/** Whether a number field's text reads as a number: digits, optional thousands commas, sign and decimals. */
export function isNumberEntry(text: string): boolean {
  return /\d/.test(text) && NUMBER_PATTERN.test(text)
}

/** Whether a currency field's text reads as an amount: a number that is not negative. */
export function isAmountEntry(text: string): boolean {
  return isNumberEntry(text) && !text.startsWith('-')
}
