/** The states a tween goes through, each reported once when entered (`running` on every frame). */
export type TweenState = 'started' | 'paused' | 'resumed' | 'running' | 'ended'

/** Maps elapsed time (0..1) to progress (0..1). */
export type Easing = (time: number) => number

/** Where a tween gets the time and its frames; the page's clock and `requestAnimationFrame` by default. */
export interface FrameClock {
  now(): number
  request(callback: () => void): number
  cancel(handle: number): void
}

export interface TweenOptions {
  /** Milliseconds; 300 by default. 0 ends on the first frame. */
  duration?: number
  /** Linear by default. */
  easing?: Easing
  /** Told of each state the tween enters. */
  onState?: (state: TweenState) => void
  clock?: FrameClock
}

export const TWEEN_DEFAULT_DURATION_MS = 300
export const linear: Easing = (time) => time

const pageClock: FrameClock = {
  now: () => performance.now(),
  request: (callback) => requestAnimationFrame(callback),
  cancel: (handle) => cancelAnimationFrame(handle),
}

/**
 * Calls `step` with the eased progress (0 to 1) on each frame for `duration` ms. It can be paused and resumed;
 * the time spent paused does not count. `stop()` ends it where it is; `finished` resolves when it ends.
 */
export class Tween {
  state: TweenState | 'idle' = 'idle'
  readonly finished: Promise<void>
  readonly #step: (progress: number) => void
  readonly #duration: number
  readonly #easing: Easing
  readonly #onState: (state: TweenState) => void
  readonly #clock: FrameClock
  #elapsedBeforePause = 0
  #resumedAt = 0
  #frame: number | undefined
  #resolve!: () => void

  constructor(step: (progress: number) => void, options: TweenOptions = {}) {
    const { duration = TWEEN_DEFAULT_DURATION_MS, easing = linear } = options
    if (typeof step !== 'function') throw new TypeError('A tween needs a function to animate.')
    if (!Number.isFinite(duration) || duration < 0) {
      throw new TypeError(`A tween's duration must be a finite number of milliseconds, not ${String(duration)}.`)
    }
    if (typeof easing !== 'function') throw new TypeError("A tween's easing must be a function.")
    this.#step = step
    this.#duration = duration
    this.#easing = easing
    this.#onState = options.onState ?? (() => {})
    this.#clock = options.clock ?? pageClock
    this.finished = new Promise((resolve) => (this.#resolve = resolve))
  }

  /** Starts from the beginning; does nothing once started. */
  start(): this {
    if (this.state !== 'idle') return this
    this.#enter('started')
    this.#resumedAt = this.#clock.now()
    this.#schedule()
    return this
  }

  pause(): void {
    if (this.state === 'idle' || this.state === 'paused' || this.state === 'ended') return
    this.#elapsedBeforePause += this.#clock.now() - this.#resumedAt
    this.#unschedule()
    this.#enter('paused')
  }

  resume(): void {
    if (this.state !== 'paused') return
    this.#resumedAt = this.#clock.now()
    this.#enter('resumed')
    this.#schedule()
  }

  /** Ends the tween where it is, without a last step. */
  stop(): void {
    if (this.state === 'ended') return
    this.#unschedule()
    this.#end()
  }

  #tick = () => {
    this.#frame = undefined
    const elapsed = this.#elapsedBeforePause + this.#clock.now() - this.#resumedAt
    const time = this.#duration === 0 ? 1 : Math.min(1, elapsed / this.#duration)
    this.#enter('running')
    this.#step(this.#easing(time))
    if (time < 1) this.#schedule()
    else this.#end()
  }

  #schedule(): void {
    this.#frame = this.#clock.request(this.#tick)
  }

  #unschedule(): void {
    if (this.#frame !== undefined) this.#clock.cancel(this.#frame)
    this.#frame = undefined
  }

  #end(): void {
    this.#enter('ended')
    this.#resolve()
  }

  #enter(state: TweenState): void {
    this.state = state
    this.#onState(state)
  }
}

/** Makes and starts a tween. */
export function tween(step: (progress: number) => void, options?: TweenOptions): Tween {
  return new Tween(step, options).start()
}
