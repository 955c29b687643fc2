import { z } from 'zod/mini'
import { validate } from '../../../core/validation/validate.ts'

/** A resize emitter waits this long after the window's last resize; the designs wait 100 ms (001 §9). */
export const RESIZE_EMITTER_TIMEOUT_MS = 300
export const DESIGN_RESIZE_TIMEOUT_MS = 100

export const RESIZE_EMITTER_MESSAGES = {
  threshold: 'The resize emitter threshold must be a number.',
  axis: 'The resize emitter axis must be x or y.',
}

const optionsSchema = z.object({
  timeout: z._default(z.number().check(z.nonnegative()), RESIZE_EMITTER_TIMEOUT_MS),
  threshold: z._default(z.number({ error: RESIZE_EMITTER_MESSAGES.threshold }).check(z.nonnegative(RESIZE_EMITTER_MESSAGES.threshold)), 0),
  axis: z.optional(z.enum(['x', 'y'], { error: RESIZE_EMITTER_MESSAGES.axis })),
})

export type ResizeEmitterOptions = z.input<typeof optionsSchema>

interface Size {
  width: number
  height: number
}

/**
 * Tells its listeners that the window was resized, once it has stayed still for `timeout` ms and its size
 * along `axis` (`x`: the width, `y`: the height, both when omitted) has changed by more than `threshold` px
 * since the last time it told them. Invalid options throw, with the messages above.
 */
export class ResizeEmitter {
  readonly #options: z.output<typeof optionsSchema>
  readonly #listeners = new Set<(size: Size) => void>()
  #last: Size = { width: 0, height: 0 }
  #timer = 0

  constructor(options: ResizeEmitterOptions = {}) {
    const result = validate(optionsSchema, options)
    if (!result.success) throw new TypeError(result.error.issues[0]?.message)
    this.#options = result.data
  }

  /** Calls `listener` after each resize that passes; returns what stops it. The window is watched while anyone listens. */
  subscribe(listener: (size: Size) => void): () => void {
    if (this.#listeners.size === 0) {
      this.#last = windowSize()
      window.addEventListener('resize', this.#schedule)
    }
    this.#listeners.add(listener)
    return () => {
      this.#listeners.delete(listener)
      if (this.#listeners.size > 0) return
      window.removeEventListener('resize', this.#schedule)
      clearTimeout(this.#timer)
    }
  }

  readonly #schedule = () => {
    clearTimeout(this.#timer)
    this.#timer = window.setTimeout(this.#emit, this.#options.timeout)
  }

  readonly #emit = () => {
    const size = windowSize()
    if (!movedPast(this.#last, size, this.#options)) return
    this.#last = size
    for (const listener of this.#listeners) listener(size)
  }
}

const windowSize = (): Size => ({ width: window.innerWidth, height: window.innerHeight })

/** Whether `now` differs from `before` by more than the threshold along the axis (either axis without one). */
export function movedPast(before: Size, now: Size, { threshold, axis }: { threshold: number; axis?: 'x' | 'y' }): boolean {
  const dx = Math.abs(now.width - before.width)
  const dy = Math.abs(now.height - before.height)
  const moved = axis === 'x' ? dx : axis === 'y' ? dy : Math.max(dx, dy)
  return moved > threshold
}
