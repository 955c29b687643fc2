import type { Color } from './color.ts'
import { parseColor } from './parse-color.ts'

/** A colour is dark when its weighted brightness is below 0.65 of 256. */
export const DARK_BRIGHTNESS_LIMIT = 0.65 * 256

/** The default limit of {@link isAboveLumaThreshold}. */
export const LUMA_THRESHOLD = 0.34

/**
 * Perceived brightness 0-255, the ITU-R BT.601 weights on the channels as written:
 * 0.299 red + 0.587 green + 0.114 blue. Alpha is not taken into account.
 */
export function weightedBrightness({ r, g, b }: Color): number {
  return 0.299 * r + 0.587 * g + 0.114 * b
}

/** Whether the colour written in `text` is dark (weighted brightness below 166.4). Throws as {@link parseColor}. */
export function isDarkColor(text: string): boolean {
  return weightedBrightness(parseColor(text)) < DARK_BRIGHTNESS_LIMIT
}

/** Relative luminance 0-1 of WCAG 2: the channels linearised from sRGB, weighted 0.2126, 0.7152, 0.0722. */
export function relativeLuminance({ r, g, b }: Color): number {
  const linear = (channel: number) => {
    const value = channel / 255
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}

/** Whether the colour's relative luminance is above `threshold` (0.34 by default): light enough for dark text. */
export function isAboveLumaThreshold(color: Color, threshold = LUMA_THRESHOLD): boolean {
  return relativeLuminance(color) > threshold
}
