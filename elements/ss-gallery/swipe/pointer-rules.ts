/** A touch swipe is at least 50 px in at most 250 ms. */
export const SWIPE_MIN_PX = 50
export const SWIPE_MAX_MS = 250

/** +1 for next, -1 for previous, 0 for staying. */
export type Direction = -1 | 0 | 1

/** A quick horizontal flick: ≥ 50 px in ≤ 250 ms, more across than down. Leftwards goes next. */
export function swipeDirection(dx: number, dy: number, ms: number): Direction {
  if (ms > SWIPE_MAX_MS || Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) <= Math.abs(dy)) return 0
  return dx < 0 ? 1 : -1
}

export type ClickBehavior = 'next' | 'previous' | 'halves'

/** A click on a slideshow slide: next, previous, or by the half of the slide it lands on. */
export function clickDirection(behavior: ClickBehavior, x: number, width: number): Direction {
  if (behavior === 'next') return 1
  if (behavior === 'previous') return -1
  return x < width / 2 ? -1 : 1
}
