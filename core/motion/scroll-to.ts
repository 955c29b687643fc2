import { prefersReducedMotion } from '../dom/reduced-motion.ts'
import { tween, type Easing, type FrameClock, type Tween } from './tween.ts'

export const easeOutSine: Easing = (time) => Math.sin((time * Math.PI) / 2)

/** The scroll-to defaults: the shortest and longest scroll, in ms, and the gap left above an element. */
export const SCROLL_MIN_MS = 50
export const SCROLL_MAX_MS = 50
export const SCROLL_INTO_VIEW_OFFSET_PX = 30

export interface ScrollOptions {
  /** The shortest scroll in ms (50). */
  min?: number
  /** The longest scroll in ms (50). */
  max?: number
  easing?: Easing
  /** The box that scrolls; the page by default. */
  scroller?: Element
  clock?: FrameClock
}

/** How long a scroll over `distance` px lasts: a millisecond a pixel, kept between `min` and `max`. */
export function scrollDuration(distance: number, min = SCROLL_MIN_MS, max = SCROLL_MAX_MS): number {
  return Math.min(max, Math.max(min, Math.abs(distance)))
}

/** The scroll position that puts an element whose top is `top` px below the scroller's top `offset` px below it. */
export function scrollIntoViewTarget(top: number, scrollTop: number, offset = SCROLL_INTO_VIEW_OFFSET_PX): number {
  return Math.max(0, scrollTop + top - offset)
}

/**
 * Scrolls vertically to `target` px, eased (easeOutSine). Under reduced motion it jumps there at once.
 * Returns the tween, so that a caller may stop it or await `finished`.
 */
export function scrollToPosition(target: number, options: ScrollOptions = {}): Tween {
  const scroller = options.scroller ?? document.scrollingElement ?? document.documentElement
  const from = scroller.scrollTop
  const distance = target - from
  const duration = prefersReducedMotion() ? 0 : scrollDuration(distance, options.min, options.max)
  return tween((progress) => (scroller.scrollTop = from + distance * progress), {
    duration,
    easing: options.easing ?? easeOutSine,
    clock: options.clock,
  })
}

/** Scrolls so that `element` sits 30 px (or `offset`) below the scroller's top edge. */
export function scrollToElement(element: Element, options: ScrollOptions & { offset?: number } = {}): Tween {
  const scroller = options.scroller ?? document.scrollingElement ?? document.documentElement
  const scrollerTop = options.scroller ? scroller.getBoundingClientRect().top : 0
  const top = element.getBoundingClientRect().top - scrollerTop
  return scrollToPosition(scrollIntoViewTarget(top, scroller.scrollTop, options.offset), options)
}
