export interface ManualClock {
  /** Moves time on by `ms`, running every timer that falls due, in order. */
  tick(ms: number): void
  /** Gives the page the browser's timers back; timers still pending on the manual clock never run. */
  uninstall(): void
}

/**
 * Replaces `window.setTimeout` and `clearTimeout` with a clock that moves only on `tick()`, so that a test
 * can show what happens at 1,199 ms and at 1,200 ms without waiting. Code that kept the browser's timers
 * before (mocha) is not affected. Do not call `waitFor` while it is installed: it waits on `setTimeout`.
 */
export function installManualClock(): ManualClock {
  const browserSetTimeout = window.setTimeout
  const browserClearTimeout = window.clearTimeout
  const timers = new Map<number, { at: number; run: () => void }>()
  let now = 0
  let lastId = 0
  window.setTimeout = ((callback: (...args: unknown[]) => void, delay = 0, ...args: unknown[]) => {
    timers.set(++lastId, { at: now + Math.max(0, Number(delay) || 0), run: () => callback(...args) })
    return lastId
  }) as typeof window.setTimeout
  window.clearTimeout = ((id?: number) => {
    if (id !== undefined) timers.delete(id)
  }) as typeof window.clearTimeout
  return {
    tick(ms) {
      const end = now + ms
      for (;;) {
        const due = [...timers].filter(([, timer]) => timer.at <= end).sort(([, a], [, b]) => a.at - b.at)[0]
        if (!due) break
        const [id, timer] = due
        timers.delete(id)
        now = timer.at
        timer.run()
      }
      now = end
    },
    uninstall() {
      window.setTimeout = browserSetTimeout
      window.clearTimeout = browserClearTimeout
    },
  }
}
