/** The highest price a product may have, in cents. */
export const MAX_PRICE_CENTS = 100_000_000

/** The longest SKU, in UTF-16 code units: what `<input maxlength="60">` counts, so the two always agree. */
export const MAX_SKU_LENGTH = 60

/** Whether `text` is a US zip code: exactly 5 digits 0-9, nothing around them (no ZIP+4). */
export function isUsZip(text: string): boolean {
  return /^[0-9]{5}$/.test(text)
}

/** Whether `cents` is a price a product may have: a whole number of cents from 0 to `MAX_PRICE_CENTS`. */
export function isValidPriceCents(cents: number): boolean {
  return Number.isInteger(cents) && cents >= 0 && cents <= MAX_PRICE_CENTS
}

/** Whether `sku` is at most `MAX_SKU_LENGTH` long. */
export function isValidSku(sku: string): boolean {
  return sku.length <= MAX_SKU_LENGTH
}

/**
 * A new SKU: 'SQ' and 7 digits ('SQ0482913'). `random` returns a number in [0, 1), as `Math.random` does;
 * pass your own to get a known SKU in a test.
 */
export function generateSku(random: () => number = Math.random): string {
  const draw = random()
  if (!(draw >= 0 && draw < 1)) throw new RangeError(`generateSku needs a random number in [0, 1), got ${draw}.`)
  return `SQ${String(Math.floor(draw * 10_000_000)).padStart(7, '0')}`
}
