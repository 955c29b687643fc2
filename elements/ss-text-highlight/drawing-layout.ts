import { thicknessPx } from './highlight-timing.ts'
import { lineBoxes, screenScale } from './line-boxes.ts'
import type { TextHighlightConfig } from './schema.ts'
import { type Box, type Drawing, drawShape, shapeBox } from './shapes.ts'

/** A line of the drawing: the text's line box, the box its shape is drawn in, and the shape's strokes. */
export interface DrawnLine {
  line: Box
  box: Box
  drawing: Drawing
}

/** The drawing laid out over the text: a shape per line, the width of the strokes, and the size of the SVG. */
export interface DrawingLayout {
  lines: DrawnLine[]
  strokeWidth: number
  width: number
  height: number
}

/** The drawing before the text has been measured. */
export const UNMEASURED: DrawingLayout = { lines: [], strokeWidth: 0, width: 0, height: 0 }

/**
 * Lays the drawing out over the lines of `element`'s text, measured from where the SVG `drawing` is on screen
 * (the element's top left corner). The shape on the line at index `i` is drawn with the seed `i + 1`.
 */
export function layOutDrawing(element: HTMLElement, drawing: Element, { shape, thickness, fontSize }: TextHighlightConfig): DrawingLayout {
  const origin = drawing.getBoundingClientRect()
  const lines = lineBoxes(element, { x: origin.left, y: origin.top, scale: screenScale(element) }).map((line, index) => {
    const box = shapeBox(shape, line)
    return { line, box, drawing: drawShape(shape, box, index + 1) }
  })
  const rootFontSize = parseFloat(getComputedStyle(document.documentElement).fontSize)
  return {
    lines,
    strokeWidth: thicknessPx(thickness, { text: fontSize ?? parseFloat(getComputedStyle(element).fontSize), root: rootFontSize }),
    width: Math.max(0, ...lines.map(({ box }) => box.x + box.width)),
    height: Math.max(0, ...lines.map(({ box }) => box.y + box.height)),
  }
}
