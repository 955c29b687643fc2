const SPACES = /[\s\u00a0\u2009\u202f']/g
const SIGN_AND_UNIT = /^[^\d+\-.,(]+|[^\d.,)]+$/g
const PLAIN_NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)$/

/**
 * The number a table cell's text shows, or `undefined` when it shows none. Written as people write numbers in
 * tables: with spaces, apostrophes, commas or dots between groups of thousands, a decimal comma, a currency or
 * unit before or after (`$1,200`, `45 %`, `12 kg`), a typographic minus or accounting parentheses for a
 * negative. One comma followed by exactly three digits groups thousands (`1,234` is 1234); when both a comma
 * and a dot appear, the later one is the decimal separator.
 */
export function parseCellNumber(text: string): number | undefined {
  let value = text.replace(SPACES, '').replace(/\u2212/g, '-').replace(SIGN_AND_UNIT, '')
  const parenthesised = /^\((.*)\)$/.exec(value)
  if (parenthesised) value = `-${parenthesised[1]}`
  value = withDotDecimal(value)
  return PLAIN_NUMBER.test(value) ? Number(value) : undefined
}

function withDotDecimal(value: string): string {
  const lastComma = value.lastIndexOf(',')
  const lastDot = value.lastIndexOf('.')
  if (lastComma >= 0 && lastDot >= 0) {
    const decimalIsComma = lastComma > lastDot
    const digits = value.replaceAll(decimalIsComma ? '.' : ',', '')
    return decimalIsComma ? digits.replace(',', '.') : digits
  }
  if (lastDot >= 0) return value.split('.').length > 2 ? value.replaceAll('.', '') : value
  if (lastComma < 0) return value
  const groupsOfThousands = /^[-+]?\d{1,3}(,\d{3})+$/.test(value)
  return groupsOfThousands ? value.replaceAll(',', '') : value.replace(',', '.')
}
