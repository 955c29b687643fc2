/** How many of the latest runs the average is taken over. */
export const SAMPLE_WINDOW = 22
/** A run waits this many times the average run's duration after the previous one. */
export const WAIT_FACTOR = 2

/**
 * Spaces out costly work: each run waits twice as long as the average of the latest 22 runs took, so that a
 * device that draws the row slowly draws it less often rather than dropping every other frame of the page.
 */
export class RunThrottle {
  readonly #durations: number[] = []

  /** Whether enough time has passed since the previous run for the next one. */
  ready(sinceLastRunMs: number): boolean {
    if (this.#durations.length === 0) return true
    const average = this.#durations.reduce((sum, duration) => sum + duration, 0) / this.#durations.length
    return sinceLastRunMs >= WAIT_FACTOR * average
  }

  /** Counts a run that took `durationMs`. */
  record(durationMs: number): void {
    this.#durations.push(durationMs)
    if (this.#durations.length > SAMPLE_WINDOW) this.#durations.shift()
  }
}
