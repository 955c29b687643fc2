import type { Direction } from '../swipe/pointer-rules.ts'

/** The lightbox fades in over 0.6 s (the overlay, then the content), its overlay 0.95 opaque. */
export const LIGHTBOX_SPEED_MS = 600
export const OVERLAY_OPACITY = 0.95
/** Arrow keys move at most once per 200 ms. */
export const ARROW_THROTTLE_MS = 200

/** Whether an arrow key pressed at `now` may move, the last move having been at `last`. */
export const arrowAllowed = (last: number, now: number): boolean => now - last >= ARROW_THROTTLE_MS

/** Clicks within 2% of the lightbox's left or right edge do nothing. */
export const LIGHTBOX_EDGE_DEAD_ZONE = 0.02

/** A click on the lightbox image: the left half of the screen goes back, the right half on. */
export function lightboxClickDirection(x: number, width: number): Direction {
  const deadZone = width * LIGHTBOX_EDGE_DEAD_ZONE
  if (x < deadZone || x > width - deadZone) return 0
  return x < width / 2 ? -1 : 1
}
