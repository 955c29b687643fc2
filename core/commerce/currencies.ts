/** A currency a store can sell in: its ISO 4217 code, its English name and the digits after the point. */
export interface Currency {
  readonly code: CurrencyCode
  readonly name: string
  readonly fractionDigits: 0 | 2
}

export type CurrencyCode =
  | 'EUR' | 'USD' | 'AUD' | 'NOK' | 'CAD' | 'NZD' | 'DKK' | 'GBP' | 'HKD'
  | 'CHF' | 'MXN' | 'SGD' | 'SEK' | 'CZK' | 'ILS' | 'PHP' | 'RUB' | 'PLN'
  | 'THB' | 'MYR' | 'ARS' | 'BRL' | 'COP' | 'IDR' | 'INR' | 'JPY' | 'ZAR'

const currency = (code: CurrencyCode, name: string, fractionDigits: 0 | 2 = 2): Currency =>
  Object.freeze({ code, name, fractionDigits })

/** The 27 supported currencies, in the platform's own order. Every one has 2 fraction digits but the yen. */
export const CURRENCIES: readonly Currency[] = /* @__PURE__ */ Object.freeze([
  currency('EUR', 'Euro'),
  currency('USD', 'US Dollar'),
  currency('AUD', 'Australian Dollar'),
  currency('NOK', 'Norwegian Krone'),
  currency('CAD', 'Canadian Dollar'),
  currency('NZD', 'New Zealand Dollar'),
  currency('DKK', 'Danish Krone'),
  currency('GBP', 'Pound Sterling'),
  currency('HKD', 'Hong Kong Dollar'),
  currency('CHF', 'Swiss Franc'),
  currency('MXN', 'Mexican Peso'),
  currency('SGD', 'Singapore Dollar'),
  currency('SEK', 'Swedish Krona'),
  currency('CZK', 'Czech Koruna'),
  currency('ILS', 'Israeli Shekel'),
  currency('PHP', 'Philippine Peso'),
  currency('RUB', 'Russian Ruble'),
  currency('PLN', 'Polish Zloty'),
  currency('THB', 'Thai Baht'),
  currency('MYR', 'Malaysian Ringgit'),
  currency('ARS', 'Argentine Peso'),
  currency('BRL', 'Brazilian Real'),
  currency('COP', 'Colombian Peso'),
  currency('IDR', 'Indonesian Rupiah'),
  currency('INR', 'Indian Rupee'),
  currency('JPY', 'Yen', 0),
  currency('ZAR', 'South African Rand'),
])

/** Whether `code` is one of the 27 codes, written exactly (upper case). */
export function isCurrencyCode(code: unknown): code is CurrencyCode {
  return CURRENCIES.some((entry) => entry.code === code)
}

/** The currency with that code; a `RangeError` naming the code when it is not one of the 27. */
export function currencyOf(code: string): Currency {
  const found = CURRENCIES.find((entry) => entry.code === code)
  if (!found) {
    const codes = CURRENCIES.map((entry) => entry.code).join(', ')
    throw new RangeError(`Unsupported currency: ${JSON.stringify(code)}. Use one of ${codes}.`)
  }
  return found
}
