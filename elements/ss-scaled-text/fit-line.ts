import { correctedScale, MIN_FONT_SIZE_PX } from './fit-rules.ts'

const SCALE_PROPERTY = '--ss-scaled-text-scale'
const MINIMUM_ATTRIBUTE = 'data-minimum'
const FIT_PASSES = 3

/**
 * Checks the stylesheet's fit of `line` to the width of `box`: corrects `element`'s `--ss-scaled-text-scale` when
 * the line overflows or is much shorter, and sets `data-minimum` while the line is at the 11 px floor. Returns the
 * box's width.
 */
export function checkFit(element: HTMLElement, line: HTMLElement, box: HTMLElement): number {
  const available = box.getBoundingClientRect().width
  // Text widths are nearly, not exactly, proportional to the font size (WebKit keeps glyph widths of whole
  // pixel sizes): a line corrected once may need another look.
  for (let pass = 0; pass < FIT_PASSES && !atFloor(line); pass++) {
    const scale = Number(element.style.getPropertyValue(SCALE_PROPERTY) || 1)
    const corrected = correctedScale({ lineWidth: line.getBoundingClientRect().width, scale, available })
    if (corrected === undefined) break
    element.style.setProperty(SCALE_PROPERTY, String(Math.floor(corrected * 1000) / 1000))
  }
  element.toggleAttribute(MINIMUM_ATTRIBUTE, atFloor(line))
  return available
}

const atFloor = (line: HTMLElement) => parseFloat(getComputedStyle(line).fontSize) <= MIN_FONT_SIZE_PX

/** Takes the correction and the floor's marker away. */
export function clearFit(element: HTMLElement): void {
  element.style.removeProperty(SCALE_PROPERTY)
  element.removeAttribute(MINIMUM_ATTRIBUTE)
}
