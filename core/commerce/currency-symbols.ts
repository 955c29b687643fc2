import type { CurrencyCode } from './currencies.ts'

/**
 * How an amount is marked as money: the symbol, and whether a space separates it from the digits.
 * Every supported currency writes its symbol before the amount, as English does ('$1.00', 'kr 1.00'), so
 * no placement after the digits exists here.
 */
export interface CurrencySymbol {
  readonly symbol: string
  readonly spaced: boolean
}

const sign = (symbol: string, spaced = false): CurrencySymbol => Object.freeze({ symbol, spaced })

/**
 * The pinned symbols: the narrow symbols English uses (CLDR `en`, as `Intl.NumberFormat('en', { style:
 * 'currency', currencyDisplay: 'narrowSymbol' })` gives them, which a unit test checks). They are written
 * here so that a price reads the same in every browser, whatever the visitor's locale or the browser's
 * locale data ('US$' in en-CA, 'A$' in en-US: the store's currency is already known, so no country prefix).
 * Letters are spaced from the digits by a no-break space, so that a line never breaks inside a price
 * ('kr 1.00', 'CHF 1.00'); signs are not ('€1.00').
 */
export const CURRENCY_SYMBOLS: Readonly<Record<CurrencyCode, CurrencySymbol>> = /* @__PURE__ */ Object.freeze({
  EUR: sign('€'),
  USD: sign('$'),
  AUD: sign('$'),
  NOK: sign('kr', true),
  CAD: sign('$'),
  NZD: sign('$'),
  DKK: sign('kr', true),
  GBP: sign('£'),
  HKD: sign('$'),
  CHF: sign('CHF', true),
  MXN: sign('$'),
  SGD: sign('$'),
  SEK: sign('kr', true),
  CZK: sign('Kč', true),
  ILS: sign('₪'),
  PHP: sign('₱'),
  RUB: sign('₽'),
  PLN: sign('zł', true),
  THB: sign('฿'),
  MYR: sign('RM', true),
  ARS: sign('$'),
  BRL: sign('R$'),
  COP: sign('$'),
  IDR: sign('Rp', true),
  INR: sign('₹'),
  JPY: sign('¥'),
  ZAR: sign('R', true),
})
