import { useCallback, useEffect, useRef } from 'react'

/** How long scrolling must have stopped before the place it stopped at counts. */
const SCROLL_SETTLE_MS = 120

/** `onScroll` for a scroller, calling `onSettled` once scrolling has stopped; the pending call is dropped on unmount. */
export function useScrollSettled(onSettled: () => void): () => void {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const latest = useRef(onSettled)
  latest.current = onSettled
  useEffect(() => () => clearTimeout(timer.current), [])
  return useCallback(() => {
    clearTimeout(timer.current)
    timer.current = setTimeout(() => latest.current(), SCROLL_SETTLE_MS)
  }, [])
}

export interface ScrollTween {
  finished: Promise<void>
  cancel(): void
}

/**
 * Scrolls `element` to `left` over `durationMs` with an ease-out-sine curve, snapping switched off on the way
 * so that the browser does not pull it back at every frame.
 */
export function tweenScrollLeft(element: HTMLElement, left: number, durationMs: number): ScrollTween {
  const from = element.scrollLeft
  const start = performance.now()
  let frame = 0
  let done: () => void = () => {}
  const finished = new Promise<void>((resolve) => (done = resolve))
  const finish = () => {
    element.style.removeProperty('scroll-snap-type')
    done()
  }
  const step = (now: number) => {
    const progress = Math.min(1, (now - start) / durationMs)
    element.scrollLeft = from + (left - from) * Math.sin((progress * Math.PI) / 2)
    if (progress < 1) frame = requestAnimationFrame(step)
    else finish()
  }
  element.style.scrollSnapType = 'none'
  frame = requestAnimationFrame(step)
  return {
    finished,
    cancel() {
      cancelAnimationFrame(frame)
      finish()
    },
  }
}
