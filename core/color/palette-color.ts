import { hslColor, type Color } from './color.ts'
import { formatColor, type ColorFormat } from './format-color.ts'

/** A colour of the site palette as the editor stores it: HSL values and the format the owner typed it in. */
export interface PaletteColorValue {
  userFormat: ColorFormat
  values: { hue: number; saturation: number; lightness: number; alpha?: number }
}

export interface PaletteColor {
  id: string
  value: PaletteColorValue
}

const USER_FORMATS: readonly unknown[] = ['hex', 'hsl', 'rgb'] satisfies ColorFormat[]

const inRange = (value: unknown, max: number) => typeof value === 'number' && value >= 0 && value <= max

/**
 * Whether `value` is a valid palette colour value: hue 0 to 360, saturation and lightness 0 to 100, alpha
 * 0 to 1 when present, and a user format of `hex`, `hsl` or `rgb`.
 */
export function isValidPaletteColorValue(value: unknown): value is PaletteColorValue {
  if (typeof value !== 'object' || value === null) return false
  const { userFormat, values } = value as Partial<PaletteColorValue>
  if (!USER_FORMATS.includes(userFormat) || typeof values !== 'object' || values === null) return false
  return (
    inRange(values.hue, 360) &&
    inRange(values.saturation, 100) &&
    inRange(values.lightness, 100) &&
    (values.alpha === undefined || inRange(values.alpha, 1))
  )
}

/** The colour of a palette value; alpha is 1 when it has none. */
export function paletteColorToColor({ values }: PaletteColorValue): Color {
  return hslColor(values, values.alpha ?? 1)
}

/** The palette value as text in its user format; a hex value must have alpha 1 (else it throws). */
export function paletteColorText(value: PaletteColorValue): string {
  return formatColor(paletteColorToColor(value), value.userFormat)
}
