import { useLayoutEffect, useRef, type RefObject } from 'react'
import { useController } from '../../core/element/controller.ts'
import { type DrawingLayout, UNMEASURED } from './drawing-layout.ts'
import { HighlightAnimation } from './highlight-animation.ts'
import { lineSlots } from './highlight-timing.ts'
import { paintProgress } from './paint-progress.ts'
import type { TextHighlightConfig } from './schema.ts'

/** What is painted: the lines as laid out, the settings, and the lengths of their strokes, measured once. */
interface Painted {
  layout: DrawingLayout
  config: TextHighlightConfig
  lengths: Map<string, number>
}

const slotsOf = ({ layout, config }: Painted) => lineSlots(layout.lines.map(({ line }) => line.width), config.duration * 1000)

/** Whether the text's lines moved between two measurements (a shape or a thickness changing moves none). */
const linesMoved = (before: DrawingLayout, after: DrawingLayout) =>
  before !== UNMEASURED &&
  (before.lines.length !== after.lines.length ||
    before.lines.some(({ line }, index) => {
      const next = after.lines[index]!.line
      return line.x !== next.x || line.y !== next.y || line.width !== next.width || line.height !== next.height
    }))

function paint(drawing: SVGSVGElement | null, painted: Painted, animation: HighlightAnimation): void {
  if (!drawing) return
  const groups = Array.from(drawing.querySelectorAll<SVGGElement>('[part~=line]'))
  paintProgress(groups, painted.layout.lines.map(({ box }) => box), animation.progress(slotsOf(painted)), painted.config, painted.lengths)
}

/**
 * Brings the drawing in as `HighlightAnimation` times it; lines laid out anew start a drawing still waiting.
 * How far each line has come is painted straight onto the SVG's line groups, on every frame and after every
 * layout, as presentation attributes that React does not draw, so that a frame costs no render.
 */
export function useHighlightAnimation(
  element: HTMLElement,
  drawing: RefObject<SVGSVGElement | null>,
  layout: DrawingLayout,
  config: TextHighlightConfig,
): void {
  const painted = useRef<Painted>({ layout, config, lengths: new Map() })
  const animation: HighlightAnimation = useController(
    () =>
      new HighlightAnimation(
        element,
        () => paint(drawing.current, painted.current, animation),
        () => slotsOf(painted.current).reduce((total, slot) => total + slot.duration, 0),
      ),
  )
  useLayoutEffect(() => animation.configure(config), [animation, config])
  useLayoutEffect(() => {
    const previous = painted.current.layout
    const lengths = layout === previous ? painted.current.lengths : new Map<string, number>()
    painted.current = { layout, config, lengths }
    if (linesMoved(previous, layout)) animation.layoutChanged()
    paint(drawing.current, painted.current, animation)
  }, [animation, drawing, layout, config])
}
