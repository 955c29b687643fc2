import { hslColor, hsvColor, rgbColor, type Color } from './color.ts'
import { namedColorHex } from './color-names.ts'

const HEX = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/
const FUNCTION = /^(rgba?|hsla?|hsva?)\((.*)\)$/
const NUMBER = /^([+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)(%|deg)?$/

const unknownModel = () => new Error('Could not determine color model.')

/** Alpha outside 0..1 counts as fully opaque. */
const alphaOf = (alpha: number) => (alpha >= 0 && alpha <= 1 ? alpha : 1)

function parseHex(digits: string): Color {
  const full = digits.length <= 4 ? [...digits].map((digit) => digit + digit).join('') : digits
  const byte = (index: number) => Number.parseInt(full.slice(index, index + 2), 16)
  return rgbColor(byte(0), byte(2), byte(4), full.length === 8 ? alphaOf(byte(6) / 255) : 1)
}

/** `12`, `12.5%` or `90deg` as a number and its unit. */
interface Argument {
  value: number
  unit: string
}

function parseArgument(text: string): Argument {
  const match = NUMBER.exec(text)
  if (!match) throw unknownModel()
  return { value: Number(match[1]), unit: match[2] ?? '' }
}

function parseFunction(name: string, body: string): Color {
  const parts = body.trim().split(/\s*,\s*|\s*\/\s*|\s+/).map(parseArgument)
  const [first, second, third, alphaPart] = parts
  if (!first || !second || !third || parts.length > 4) throw unknownModel()
  const isRgb = name.startsWith('rgb')
  // Only the hue of hsl and hsv may be in degrees, and a hue is never a percentage.
  const allowedUnits = [isRgb ? ['', '%'] : ['', 'deg'], ['', '%'], ['', '%'], ['', '%']]
  if (parts.some(({ unit }, index) => !allowedUnits[index]!.includes(unit))) throw unknownModel()
  const alpha = alphaPart === undefined ? 1 : alphaOf(alphaPart.unit === '%' ? alphaPart.value / 100 : alphaPart.value)
  if (isRgb) {
    const channel = ({ value, unit }: Argument) => (unit === '%' ? (value * 255) / 100 : value)
    return rgbColor(channel(first), channel(second), channel(third), alpha)
  }
  if (name.startsWith('hsl')) {
    return hslColor({ hue: first.value, saturation: second.value, lightness: third.value }, alpha)
  }
  return hsvColor(first.value, second.value, third.value, alpha)
}

/**
 * The colour written in `text`: hex of 3, 4, 6 or 8 digits, `rgb()`/`rgba()`, `hsl()`/`hsla()`,
 * `hsv()`/`hsva()` (comma or space separated, alpha after a comma or `/`, as a number or a percentage) or a
 * CSS colour name. Red, green and blue come back as whole numbers 0-255; an alpha outside 0..1 becomes 1.
 * Throws `'Could not determine color model.'` for anything else.
 */
export function parseColor(text: string): Color {
  const source = text.trim().toLowerCase()
  const hex = HEX.exec(source)?.[1]
  if (hex !== undefined) return parseHex(hex)
  const call = FUNCTION.exec(source)
  if (call) return parseFunction(call[1]!, call[2]!)
  if (source === 'transparent') return { r: 0, g: 0, b: 0, a: 0 }
  const named = namedColorHex(source)
  if (named !== undefined) return parseHex(named)
  throw unknownModel()
}
