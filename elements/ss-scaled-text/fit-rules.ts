/** Fitted text never gets smaller than this, in px. */
export const MIN_FONT_SIZE_PX = 11
/** A change of the box's width is checked again after it has rested this long. */
export const RESIZE_DEBOUNCE_MS = 100
/** A change of the text is checked again after it has rested this long. */
export const CHANGE_DEBOUNCE_MS = 10
/** A line this much past the box overflows it. */
export const OVERFLOW_PX = 0.5
/**
 * A line shorter than this share of the box was misjudged by the stylesheet's copy of the text (not merely sized
 * in steps, as WebKit sizes glyphs).
 */
export const SHORT_SHARE = 0.96

export interface Measure {
  /** The line's width and its correction now (`--ss-scaled-text-scale`). */
  lineWidth: number
  scale: number
  /** The width the line may take, in px. */
  available: number
}

/**
 * The correction that makes the line fill the available width, or undefined when it already does: it does not
 * overflow, and is not much shorter. Text widths grow in proportion to the font size, so one measurement is enough.
 */
export function correctedScale({ lineWidth, scale, available }: Measure): number | undefined {
  if (lineWidth <= 0 || available <= 0) return undefined
  if (lineWidth <= available + OVERFLOW_PX && lineWidth >= available * SHORT_SHARE) return undefined
  return (scale * available) / lineWidth
}
