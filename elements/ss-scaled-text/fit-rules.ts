/** Fitted text never gets smaller than this, in px. */
export const MIN_FONT_SIZE_PX = 11
/** A change of the box's width is fitted again after it has rested this long. */
export const RESIZE_DEBOUNCE_MS = 100
/** A change of the text is fitted again after it has rested this long. */
export const CHANGE_DEBOUNCE_MS = 10

export interface Measure {
  /** The text's width on one line, and the font size it has now, in px. */
  textWidth: number
  fontSize: number
  /** The width the text may take, in px. */
  available: number
  /** The font size the text inherits, in px: the scale is relative to it. */
  inheritedFontSize: number
}

/**
 * The scale, relative to the inherited font size, at which the text fills the available width on one line.
 * Text widths grow in proportion to the font size, so one measurement is enough. The 11 px floor is applied by
 * CSS, which keeps it where the reader's zoom puts it.
 */
export function fittedScale({ textWidth, fontSize, available, inheritedFontSize }: Measure): number | undefined {
  if (textWidth <= 0 || available <= 0 || inheritedFontSize <= 0) return undefined
  return (available * fontSize) / textWidth / inheritedFontSize
}
