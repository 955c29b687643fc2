import { currencyOf } from './currencies.ts'
import { CURRENCY_SYMBOLS } from './currency-symbols.ts'
import { groupThousands } from './group-thousands.ts'

/** The most digits an amount may have before its decimal point. */
export const MAX_MONEY_INTEGER_PLACES = 15

/**
 * The text of an amount given in minor units (cents; yen for JPY): the currency's pinned symbol (followed by
 * a no-break space when it is made of letters), comma thousands, a period before the fraction digits, a
 * leading '-' when negative. `formatMoney(123456, 'EUR')` is '€1,234.56'. Amounts of 16 or more integer
 * places are a `RangeError`, as are fractions of a cent and unknown currency codes. Pass a `bigint` for
 * amounts beyond `Number.MAX_SAFE_INTEGER` cents (up to 15 integer places in a 2-digit currency).
 */
export function formatMoney(cents: number | bigint, currency: string): string {
  const { code, fractionDigits } = currencyOf(currency)
  const negative = cents < 0
  const digits = unsignedDigits(cents).padStart(fractionDigits + 1, '0')
  const integer = digits.slice(0, digits.length - fractionDigits)
  if (integer.length > MAX_MONEY_INTEGER_PLACES) {
    const places = `${integer.length} integer places, more than ${MAX_MONEY_INTEGER_PLACES}`
    throw new RangeError(`Cannot format ${cents} ${code} minor units: the amount has ${places}.`)
  }
  const fraction = digits.slice(integer.length)
  const { symbol, spaced } = CURRENCY_SYMBOLS[code]
  const sign = negative ? '-' : ''
  return `${sign}${symbol}${spaced ? '\u00a0' : ''}${groupThousands(integer)}${fraction && `.${fraction}`}`
}

function unsignedDigits(cents: number | bigint): string {
  if (typeof cents === 'bigint') return (cents < 0 ? -cents : cents).toString()
  if (!Number.isSafeInteger(cents)) {
    throw new RangeError(
      `Cannot format ${cents}: money is a whole number of minor units (cents) within Number.MAX_SAFE_INTEGER; ` +
        'pass a bigint for larger amounts.',
    )
  }
  return String(Math.abs(cents))
}
