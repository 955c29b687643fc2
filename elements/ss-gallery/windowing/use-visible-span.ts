import { useLayoutEffect, useState, type RefObject } from 'react'

/** The part of an element within the viewport, in px from the element's top edge (it may lie outside it). */
export interface VisibleSpan {
  top: number
  bottom: number
}

/**
 * Which part of `ref`'s element the viewport shows, measured before the first paint and again, at most once a
 * frame, as the page scrolls or resizes: one read of the element's box, whatever it holds. With `enabled` false
 * it is not watched (and stays empty).
 */
export function useVisibleSpan(ref: RefObject<Element | null>, enabled = true): VisibleSpan {
  const [span, setSpan] = useState<VisibleSpan>({ top: 0, bottom: 0 })
  useLayoutEffect(() => {
    const element = ref.current
    if (!element || !enabled) return
    const measure = () => {
      frame = 0
      const { top } = element.getBoundingClientRect()
      setSpan((current) => (current.top === -top && current.bottom === innerHeight - top ? current : { top: -top, bottom: innerHeight - top }))
    }
    let frame = 0
    const schedule = () => {
      frame ||= requestAnimationFrame(measure)
    }
    measure()
    addEventListener('scroll', schedule, { passive: true })
    addEventListener('resize', schedule)
    return () => {
      cancelAnimationFrame(frame)
      removeEventListener('scroll', schedule)
      removeEventListener('resize', schedule)
    }
  }, [ref, enabled])
  return span
}
