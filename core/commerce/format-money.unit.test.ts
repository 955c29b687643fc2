import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { CURRENCIES, currencyOf, isCurrencyCode } from './currencies.ts'
import { CURRENCY_SYMBOLS } from './currency-symbols.ts'
import { formatMoney } from './format-money.ts'

const SPEC_CODES =
  'EUR USD AUD NOK CAD NZD DKK GBP HKD CHF MXN SGD SEK CZK ILS PHP RUB PLN THB MYR ARS BRL COP IDR INR JPY ZAR'.split(' ')
const SPEC_NAMES = [
  'Euro', 'US Dollar', 'Australian Dollar', 'Norwegian Krone', 'Canadian Dollar', 'New Zealand Dollar',
  'Danish Krone', 'Pound Sterling', 'Hong Kong Dollar', 'Swiss Franc', 'Mexican Peso', 'Singapore Dollar',
  'Swedish Krona', 'Czech Koruna', 'Israeli Shekel', 'Philippine Peso', 'Russian Ruble', 'Polish Zloty',
  'Thai Baht', 'Malaysian Ringgit', 'Argentine Peso', 'Brazilian Real', 'Colombian Peso', 'Indonesian Rupiah',
  'Indian Rupee', 'Yen', 'South African Rand',
]

describe('CURRENCIES', () => {
  it('lists the 27 codes and names in their fixed order', () => {
    expect(CURRENCIES.map((entry) => entry.code)).toEqual(SPEC_CODES)
    expect(CURRENCIES.map((entry) => entry.name)).toEqual(SPEC_NAMES)
  })

  it('has 2 fraction digits for every currency but JPY, which has 0', () => {
    for (const { code, fractionDigits } of CURRENCIES) expect(fractionDigits, code).toBe(code === 'JPY' ? 0 : 2)
  })

  it('is frozen, entries included', () => {
    expect(Object.isFrozen(CURRENCIES)).toBe(true)
    expect(CURRENCIES.every(Object.isFrozen)).toBe(true)
    expect(Object.isFrozen(CURRENCY_SYMBOLS)).toBe(true)
  })

  it.each([
    ['USD', true],
    ['JPY', true],
    ['usd', false],
    ['XYZ', false],
    ['', false],
    [undefined, false],
  ])('isCurrencyCode(%j) is %s', (code, expected) => {
    expect(isCurrencyCode(code)).toBe(expected)
  })

  it('currencyOf names an unknown code', () => {
    expect(currencyOf('GBP').name).toBe('Pound Sterling')
    expect(() => currencyOf('XYZ')).toThrow(new RangeError(`Unsupported currency: "XYZ". Use one of ${SPEC_CODES.join(', ')}.`))
  })
})

describe('formatMoney', () => {
  it.each([
    [0, 'USD', '$0.00'],
    [5, 'USD', '$0.05'],
    [99, 'USD', '$0.99'],
    [100, 'USD', '$1.00'],
    [123456, 'USD', '$1,234.56'],
    [100000000, 'USD', '$1,000,000.00'],
    [-123456, 'USD', '-$1,234.56'],
    [-5, 'EUR', '-€0.05'],
    [-0, 'USD', '$0.00'],
    [123456, 'EUR', '€1,234.56'],
    [123456, 'GBP', '£1,234.56'],
    [123456, 'NOK', 'kr\u00a01,234.56'],
    [-123456, 'SEK', '-kr\u00a01,234.56'],
    [123456, 'CHF', 'CHF\u00a01,234.56'],
    [123456, 'CZK', 'Kč\u00a01,234.56'],
    [123456, 'BRL', 'R$1,234.56'],
    [123456, 'ZAR', 'R\u00a01,234.56'],
    [123456, 'AUD', '$1,234.56'],
    [123456, 'COP', '$1,234.56'],
    [123456, 'IDR', 'Rp\u00a01,234.56'],
    [0, 'JPY', '¥0'],
    [5, 'JPY', '¥5'],
    [123456, 'JPY', '¥123,456'],
    [-1000, 'JPY', '-¥1,000'],
    [999999999999999, 'JPY', '¥999,999,999,999,999'],
    [Number.MAX_SAFE_INTEGER, 'USD', '$90,071,992,547,409.91'],
    [99999999999999999n, 'USD', '$999,999,999,999,999.99'],
    [-99999999999999999n, 'EUR', '-€999,999,999,999,999.99'],
    [1234n, 'USD', '$12.34'],
  ])('formatMoney(%s, %s) is %j', (cents, currency, expected) => {
    expect(formatMoney(cents, currency)).toBe(expected)
  })

  it.each([
    [100000000000000000n, 'USD', 16],
    [1000000000000000, 'JPY', 16],
    [-1000000000000000, 'JPY', 16],
  ])('refuses %s %s: %i integer places', (cents, currency, places) => {
    expect(() => formatMoney(cents, currency)).toThrow(RangeError)
    expect(() => formatMoney(cents, currency)).toThrow(`has ${places} integer places, more than 15.`)
  })

  it.each([12.5, Number.NaN, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER + 1])('refuses %s cents', (cents) => {
    expect(() => formatMoney(cents, 'USD')).toThrow(RangeError)
    expect(() => formatMoney(cents, 'USD')).toThrow('whole number of minor units')
  })

  it.each(['XYZ', 'usd', '', 'US Dollar'])('throws a RangeError naming the unknown currency %j', (code) => {
    expect(() => formatMoney(100, code)).toThrow(RangeError)
    expect(() => formatMoney(100, code)).toThrow(`Unsupported currency: ${JSON.stringify(code)}.`)
  })

  // The table is pinned so that the output never follows the visitor's locale; this check shows that it is
  // what English writes (CLDR `en`, narrow symbols), with the table's fraction digits (COP and IDR keep 2).
  const amounts = ['0', '1', '99', '100', '123456', '-123456', '100000000', '-7', '999999999999999', '99999999999999999']
  it.each(CURRENCIES.map((entry) => [entry.code, entry.fractionDigits] as const))(
    '%s matches Intl.NumberFormat en narrowSymbol',
    (code, fractionDigits) => {
      const intl = new Intl.NumberFormat('en', {
        style: 'currency',
        currency: code,
        currencyDisplay: 'narrowSymbol',
        minimumFractionDigits: fractionDigits,
        maximumFractionDigits: fractionDigits,
      })
      for (const amount of amounts) {
        if (fractionDigits === 0 && amount.length > 15) continue
        expect(formatMoney(BigInt(amount), code), amount).toBe(intl.format(`${amount}e-${fractionDigits}` as `${number}`))
      }
    },
  )
})

describe('the README symbol table', () => {
  it('shows what formatMoney writes for 123456, for every currency', () => {
    const readme = readFileSync(new URL('./README.md', import.meta.url), 'utf8')
    const cells = [...readme.matchAll(/^\| ([A-Z]{3}) \| (.+?) \| ([A-Z]{3}) \| (.+?) \| ([A-Z]{3}) \| (.+?) \|$/gm)].flatMap(
      (row) => [[row[1], row[2]], [row[3], row[4]], [row[5], row[6]]],
    )
    expect(cells.map(([code]) => code).sort()).toEqual([...SPEC_CODES].sort())
    for (const [code, written] of cells) expect(formatMoney(123456, code!).replace('\u00a0', ' '), code).toBe(written)
  })
})
