import type { FrameClock } from '../../core/motion/tween.ts'

/**
 * The time the drawing keeps: its start delay and the frames it animates on, the page's by default. Everything
 * goes through this object so that tests can replace its members with a clock they move by hand.
 */
export const highlightClock: FrameClock & {
  setTimeout(callback: () => void, ms: number): number
  clearTimeout(handle: number | undefined): void
} = {
  now: () => performance.now(),
  request: (callback) => requestAnimationFrame(callback),
  cancel: (handle) => cancelAnimationFrame(handle),
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  clearTimeout: (handle) => window.clearTimeout(handle),
}
