/** Autoplay waits 5000 ms per slide unless the block's `autoplay-duration` (seconds) says otherwise. */
export const AUTOPLAY_TIMEOUT_MS = 5000
/** With randomize, each wait is longer by up to this, so that galleries on one page do not change in step. */
export const AUTOPLAY_RANDOM_SPREAD_MS = 1000

export interface AutoplayConditions {
  autoplay: boolean
  /** `?nomotion=true` in the page address. */
  noMotion: boolean
  reducedMotion: boolean
  /** The visitor paused it with the rotation control. */
  stoppedByVisitor: boolean
  videoPlaying: boolean
  lightboxOpen: boolean
  /** The pointer is over the gallery, on a non-mobile device, and pauseOnMouseover is on. */
  hoverPaused: boolean
  /** Focus is inside the gallery, elsewhere than on the rotation control (WAI-ARIA carousel). */
  focusInside: boolean
}

/** Whether autoplay may run at all: the setting is on and neither the address nor the visitor forbids motion. */
export const autoplayAllowed = (c: Pick<AutoplayConditions, 'autoplay' | 'noMotion' | 'reducedMotion'>): boolean =>
  c.autoplay && !c.noMotion && !c.reducedMotion

/** Whether the autoplay timer runs now. */
export function autoplayRunning(c: AutoplayConditions): boolean {
  return autoplayAllowed(c) && !c.stoppedByVisitor && !c.videoPlaying && !c.lightboxOpen && !c.hoverPaused && !c.focusInside
}

/** The wait before the next slide. */
export function autoplayDelay(timeoutMs: number, randomize: boolean, random: () => number = Math.random): number {
  return timeoutMs + (randomize ? Math.floor(random() * AUTOPLAY_RANDOM_SPREAD_MS) : 0)
}

/** The block's `autoplay-duration` in seconds as a timeout in ms, else the timeout given, else 5000. */
export function autoplayTimeout(durationSeconds: number | undefined, timeoutMs: number | undefined): number {
  if (durationSeconds !== undefined && durationSeconds > 0) return durationSeconds * 1000
  return timeoutMs ?? AUTOPLAY_TIMEOUT_MS
}

/** `?nomotion=true` turns autoplay off. */
export const noMotionRequested = (search: string): boolean => new URLSearchParams(search).get('nomotion') === 'true'
