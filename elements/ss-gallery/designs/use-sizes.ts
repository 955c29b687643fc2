import { useLayoutEffect, useState, type RefObject } from 'react'
import { observeResizeNextFrame } from '../../../core/dom/resize-next-frame.ts'

/**
 * The width of `ref`'s element (one without padding or border: the designs' own boxes), kept current with a
 * ResizeObserver. With `beforePaint` it is also measured before the first paint, so that a layout depending on it
 * is right from its first frame, without a shift; that measure lays the page out at once (one read, no computed
 * style), so only designs that need it ask. With `enabled` false it is 0.
 */
export function useElementWidth(ref: RefObject<Element | null>, { beforePaint = false, enabled = true } = {}): number {
  const [width, setWidth] = useState(0)
  useLayoutEffect(() => {
    const element = ref.current
    if (!element || !enabled) return
    if (beforePaint) setWidth(element.getBoundingClientRect().width)
    return observeResizeNextFrame(element, (entry) => setWidth(entry.contentRect.width))
  }, [ref, beforePaint, enabled])
  return width
}
