import { colorToHsl, type Color } from './color.ts'

/** The text forms a colour can be written back in. */
export type ColorFormat = 'hex' | 'rgb' | 'hsl'

const byte = (value: number) => value.toString(16).padStart(2, '0')

/** Two decimals at most keep HSL text short and still come back to the same red, green and blue. */
const short = (value: number) => String(Math.round(value * 100) / 100)

/** `#rrggbb` in lower case. Throws `'Color must have alpha of 1 when stringifying to hex'` for a translucent colour. */
export function formatHex({ r, g, b, a }: Color): string {
  if (a !== 1) throw new Error('Color must have alpha of 1 when stringifying to hex')
  return `#${byte(r)}${byte(g)}${byte(b)}`
}

/** `rgb(r, g, b)`, or `rgba(r, g, b, a)` when alpha is not 1. */
export function formatRgb({ r, g, b, a }: Color): string {
  return a === 1 ? `rgb(${r}, ${g}, ${b})` : `rgba(${r}, ${g}, ${b}, ${a})`
}

/** `hsl(h, s%, l%)`, or `hsla(h, s%, l%, a)` when alpha is not 1; parsing it gives back the same colour. */
export function formatHsl(color: Color): string {
  const { hue, saturation, lightness } = colorToHsl(color)
  const triple = `${short(hue)}, ${short(saturation)}%, ${short(lightness)}%`
  return color.a === 1 ? `hsl(${triple})` : `hsla(${triple}, ${color.a})`
}

/** The colour as text in `format`; throws `'Invalid color model'` for any other format name. */
export function formatColor(color: Color, format: ColorFormat): string {
  switch (format) {
    case 'hex':
      return formatHex(color)
    case 'rgb':
      return formatRgb(color)
    case 'hsl':
      return formatHsl(color)
    default:
      throw new Error('Invalid color model')
  }
}
