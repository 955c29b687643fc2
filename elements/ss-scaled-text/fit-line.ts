import { fittedScale, MIN_FONT_SIZE_PX } from './fit-rules.ts'

const SCALE_PROPERTY = '--ss-scaled-text-scale'
const MINIMUM_ATTRIBUTE = 'data-minimum'
const FIT_PASSES = 3
/** A line this close to the box's width fills it; a change of the line's width under this is no change. */
export const CLOSE_ENOUGH_PX = 0.5

/** The widths of the box and of the line at a fit: a change of either asks for another. */
export interface FittedWidths {
  box: number
  line: number
}

/**
 * Sets `element`'s `--ss-scaled-text-scale` so that `line` fills the width of `box` on one line, and
 * `data-minimum` when that takes a size under the 11 px floor.
 */
export function fitLine(element: HTMLElement, line: HTMLElement, box: HTMLElement): FittedWidths {
  element.removeAttribute(MINIMUM_ATTRIBUTE)
  const inheritedFontSize = parseFloat(getComputedStyle(element).fontSize)
  const available = box.getBoundingClientRect().width
  let scale: number | undefined
  // Text widths are nearly, not exactly, proportional to the font size (hinting; WebKit keeps glyph widths of
  // whole pixel sizes): after the first fit, further looks only shrink a line that overflows.
  for (let pass = 0; pass < FIT_PASSES; pass++) {
    const textWidth = line.getBoundingClientRect().width
    if (pass > 0 && textWidth <= available + CLOSE_ENOUGH_PX) break
    scale = fittedScale({ textWidth, fontSize: parseFloat(getComputedStyle(line).fontSize), available, inheritedFontSize })
    if (scale === undefined) break
    element.style.setProperty(SCALE_PROPERTY, String(Math.floor(scale * 1000) / 1000))
  }
  element.toggleAttribute(MINIMUM_ATTRIBUTE, scale !== undefined && scale * inheritedFontSize < MIN_FONT_SIZE_PX)
  return { box: available, line: line.getBoundingClientRect().width }
}

/** Gives the text back its own size. */
export function clearFit(element: HTMLElement): void {
  element.style.removeProperty(SCALE_PROPERTY)
  element.removeAttribute(MINIMUM_ATTRIBUTE)
}
