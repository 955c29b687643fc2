import { fittedScale } from './fit-rules.ts'

const FIT_PASSES = 3
/** A line this close to the box's width fits. */
export const CLOSE_ENOUGH_PX = 0.5

/**
 * Fits `line` to `available` px on one line and returns the scale it set, undefined when there is nothing to
 * measure. Text widths are nearly, not exactly, proportional to the font size (hinting; WebKit keeps glyph
 * widths of whole pixel sizes): after the first fit, further looks only shrink a line that overflows.
 * `setScale` applies a scale to the line, for it to be measured again.
 */
export function fitLine(line: HTMLElement, available: number, inheritedFontSize: number, setScale: (scale: number) => void): number | undefined {
  let scale: number | undefined
  for (let pass = 0; pass < FIT_PASSES; pass++) {
    const textWidth = line.getBoundingClientRect().width
    if (pass > 0 && textWidth <= available + CLOSE_ENOUGH_PX) break
    const next = fittedScale({ textWidth, fontSize: parseFloat(getComputedStyle(line).fontSize), available, inheritedFontSize })
    if (next === undefined) break
    scale = Math.floor(next * 1000) / 1000
    setScale(scale)
  }
  return scale
}
