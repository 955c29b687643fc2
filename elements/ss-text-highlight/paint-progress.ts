import type { TextHighlightConfig } from './schema.ts'
import type { Box } from './shapes.ts'

/** A `fadeScale` line starts at this size and grows to its own as it fades in. */
export const FADE_SCALE_START = 0.5

const setOrRemove = (element: Element, name: string, value: string | undefined) =>
  value === undefined ? element.removeAttribute(name) : element.setAttribute(name, value)

/**
 * Shows how far each line of the drawing has come in, 0 (hidden) to 1 (drawn). `draw` reveals each line's
 * strokes one after another along their length (from the end with direction `left`); `fade` and `fadeScale`
 * bring the whole line in. Everything is set as SVG presentation attributes, which a strict CSP allows.
 */
export function paintProgress(
  lines: SVGGElement[],
  boxes: Box[],
  progress: number[],
  { animation, direction }: TextHighlightConfig,
  lengths: Map<string, number>,
): void {
  lines.forEach((line, index) => {
    const lineProgress = progress[index] ?? 1
    const fades = animation !== 'draw' && lineProgress < 1
    setOrRemove(line, 'opacity', fades ? String(lineProgress) : undefined)
    setOrRemove(line, 'transform', fades && animation === 'fadeScale' ? scaleAboutCentre(boxes[index]!, FADE_SCALE_START + (1 - FADE_SCALE_START) * lineProgress) : undefined)
    const strokes = Array.from(line.querySelectorAll('path'))
    strokes.forEach((stroke, strokeIndex) => {
      const shown = animation === 'draw' ? Math.min(1, Math.max(0, lineProgress * strokes.length - strokeIndex)) : 1
      const partial = shown > 0 && shown < 1
      const length = partial ? strokeLength(stroke, lengths) : 0
      // A dash of no length still paints its round or square caps: a stroke not begun is hidden instead.
      setOrRemove(stroke, 'visibility', shown === 0 ? 'hidden' : undefined)
      setOrRemove(stroke, 'stroke-dasharray', partial ? `${length} ${length}` : undefined)
      setOrRemove(stroke, 'stroke-dashoffset', partial ? String((direction === 'left' ? -1 : 1) * length * (1 - shown)) : undefined)
    })
  })
}

function strokeLength(stroke: SVGPathElement, lengths: Map<string, number>): number {
  const path = stroke.getAttribute('d') ?? ''
  let length = lengths.get(path)
  if (length === undefined) lengths.set(path, (length = stroke.getTotalLength()))
  return length
}

function scaleAboutCentre(box: Box, scale: number): string {
  const x = box.x + box.width / 2
  const y = box.y + box.height / 2
  return `translate(${x} ${y}) scale(${scale}) translate(${-x} ${-y})`
}
