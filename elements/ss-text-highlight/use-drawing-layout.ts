import { useLayoutEffect, useReducer, useState, type RefObject } from 'react'
import { flushSync } from 'react-dom'
import { debounce } from '../../core/timing/debounce.ts'
import { type DrawingLayout, layOutDrawing, UNMEASURED } from './drawing-layout.ts'
import { RESIZE_DEBOUNCE_MS } from './highlight-timing.ts'
import { watchLayoutChanges } from './layout-watch.ts'
import type { TextHighlightConfig } from './schema.ts'

/**
 * The drawing laid out over the lines of `element`'s text: measured before the first paint, for every
 * configuration, and again 10 ms after anything that may have moved the lines (`watchLayoutChanges`, which also
 * watches the width of the font `probe`).
 */
export function useDrawingLayout(
  element: HTMLElement,
  config: TextHighlightConfig,
  drawing: RefObject<SVGSVGElement | null>,
  probe: RefObject<HTMLElement | null>,
): DrawingLayout {
  const [layout, setLayout] = useState(UNMEASURED)
  const [changes, countChange] = useReducer((count: number) => count + 1, 0)
  useLayoutEffect(() => {
    if (drawing.current) setLayout(layOutDrawing(element, drawing.current, config))
  }, [element, drawing, config, changes])
  useLayoutEffect(() => {
    // Measured and drawn at once when the wait ends, so that no frame shows the shapes off their lines.
    const relayout = debounce(() => flushSync(countChange), RESIZE_DEBOUNCE_MS)
    const watch = watchLayoutChanges(element, relayout.schedule)
    if (probe.current) watch.observeProbe(probe.current)
    return () => {
      relayout.cancel()
      watch.stop()
    }
  }, [element, probe])
  return layout
}
