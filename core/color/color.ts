/** A colour in sRGB: red, green and blue as whole numbers 0-255, alpha 0-1. */
export interface Color {
  r: number
  g: number
  b: number
  a: number
}

/** Hue 0-360 (degrees), saturation and lightness 0-100 (percent). */
export interface Hsl {
  hue: number
  saturation: number
  lightness: number
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value))

/** A hue in degrees brought into 0 (included) to 360 (excluded). */
export const normalizeHue = (hue: number) => ((hue % 360) + 360) % 360

/** The colour with these channels, clamped to 0-255 and rounded to whole numbers. */
export function rgbColor(r: number, g: number, b: number, a = 1): Color {
  const channel = (value: number) => Math.round(clamp(value, 0, 255))
  return { r: channel(r), g: channel(g), b: channel(b), a }
}

/** The colour of an HSL triple; saturation and lightness are clamped to 0-100. */
export function hslColor({ hue, saturation, lightness }: Hsl, a = 1): Color {
  const s = clamp(saturation, 0, 100) / 100
  const l = clamp(lightness, 0, 100) / 100
  const chroma = s * Math.min(l, 1 - l)
  const channel = (n: number) => {
    const k = (n + normalizeHue(hue) / 30) % 12
    return 255 * (l - chroma * Math.max(-1, Math.min(k - 3, 9 - k, 1)))
  }
  return rgbColor(channel(0), channel(8), channel(4), a)
}

/** The colour of an HSV triple: hue 0-360, saturation and value 0-100 (clamped). */
export function hsvColor(hue: number, saturation: number, value: number, a = 1): Color {
  const s = clamp(saturation, 0, 100) / 100
  const v = clamp(value, 0, 100) / 100
  const channel = (n: number) => {
    const k = (n + normalizeHue(hue) / 60) % 6
    return 255 * (v - v * s * Math.max(0, Math.min(k, 4 - k, 1)))
  }
  return rgbColor(channel(5), channel(3), channel(1), a)
}

/** The HSL triple of a colour, unrounded; the hue of a grey is 0. */
export function colorToHsl({ r, g, b }: Color): Hsl {
  const [red, green, blue] = [r / 255, g / 255, b / 255]
  const max = Math.max(red, green, blue)
  const min = Math.min(red, green, blue)
  const delta = max - min
  const lightness = (max + min) / 2
  if (delta === 0) return { hue: 0, saturation: 0, lightness: lightness * 100 }
  const saturation = delta / (1 - Math.abs(2 * lightness - 1))
  const sector = max === red ? (green - blue) / delta : max === green ? (blue - red) / delta + 2 : (red - green) / delta + 4
  return { hue: normalizeHue(sector * 60), saturation: saturation * 100, lightness: lightness * 100 }
}
