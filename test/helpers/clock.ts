/** A clock the test moves on by hand, standing in for `setTimeout` and `clearTimeout`. */
export interface ManualClock {
  /** Moves time on by `ms`, running each timer that falls due, in order, letting promises settle after each. */
  tick(ms: number): Promise<void>
  /** Resolves once `condition` holds, polling on the browser's real timers. */
  until(condition: () => unknown, description: string, timeoutMs?: number): Promise<void>
  /** Puts the browser's timers back; timers still pending run on them, at the time left. */
  uninstall(): void
}

interface Timer {
  at: number
  run: () => void
}

/**
 * Replaces `window.setTimeout` and `window.clearTimeout` so that timers run only when the test calls
 * `tick()`: a 30-second time-out is checked in an instant, and a debounce at the millisecond. Other timers
 * (the test's own waits) are faked too, so wait with `until()` while it is installed.
 */
export function installClock(): ManualClock {
  const realSetTimeout = window.setTimeout
  const realClearTimeout = window.clearTimeout
  const timers = new Map<number, Timer>()
  let now = 0
  let nextId = 1_000_000_000
  const realTask = () => new Promise<void>((resolve) => realSetTimeout(resolve, 0))

  window.setTimeout = ((handler: TimerHandler, delay = 0, ...args: unknown[]) => {
    const id = nextId++
    timers.set(id, { at: now + Math.max(0, delay), run: () => (handler as (...values: unknown[]) => void)(...args) })
    return id
  }) as typeof window.setTimeout
  window.clearTimeout = ((id?: number) => {
    if (id !== undefined && !timers.delete(id)) realClearTimeout(id)
  }) as typeof window.clearTimeout

  return {
    async tick(ms) {
      // What the test just did (an attribute set, say) may set its timers a microtask later: let it.
      await realTask()
      const end = now + ms
      for (;;) {
        const [id, next] = [...timers].filter(([, timer]) => timer.at <= end).sort(([, a], [, b]) => a.at - b.at)[0] ?? []
        if (!next) break
        timers.delete(id!)
        now = next.at
        next.run()
        await realTask()
      }
      now = end
      await realTask()
    },
    async until(condition, description, timeoutMs = 10_000) {
      const deadline = performance.now() + timeoutMs
      while (!condition()) {
        if (performance.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${description}`)
        await new Promise((resolve) => realSetTimeout(resolve, 5))
      }
    },
    uninstall() {
      window.setTimeout = realSetTimeout
      window.clearTimeout = realClearTimeout
      for (const timer of timers.values()) realSetTimeout(timer.run, timer.at - now)
      timers.clear()
    },
  }
}
