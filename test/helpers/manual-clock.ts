import { overlayClock } from '../../core/dialogs/overlay-clock.ts'

export interface ManualClock {
  /** Moves time on by `ms`, running every timer that falls due, in order. */
  advance(ms: number): void
  /** Puts the real clock back; timers still pending on the manual clock never run. */
  restore(): void
}

interface ManualTimers {
  now(): number
  setTimeout(callback: () => void, ms: number): number
  clearTimeout(id?: number): void
  advance(ms: number): void
}

/** Timers that run only when `advance()` moves time past them, so a test can show 1,199 ms and 1,200 ms at once. */
function manualTimers(start: number): ManualTimers {
  const timers = new Map<number, { due: number; callback: () => void }>()
  let now = start
  let lastId = 0
  return {
    now: () => now,
    setTimeout(callback, ms) {
      timers.set(++lastId, { due: now + Math.max(0, Number(ms) || 0), callback })
      return lastId
    },
    clearTimeout: (id) => void (id !== undefined && timers.delete(id)),
    advance(ms) {
      const until = now + ms
      for (;;) {
        const [id, timer] = [...timers].sort(([, a], [, b]) => a.due - b.due)[0] ?? []
        if (id === undefined || !timer || timer.due > until) break
        timers.delete(id)
        now = timer.due
        timer.callback()
      }
      now = until
    },
  }
}

/**
 * Replaces `window.setTimeout` and `clearTimeout` with the manual clock. Code that kept the browser's timers
 * before (mocha) is not affected. Do not call `waitFor` while it is installed: it waits on `setTimeout`.
 */
export function installManualClock(): ManualClock {
  const browser = { setTimeout: window.setTimeout, clearTimeout: window.clearTimeout }
  const timers = manualTimers(0)
  window.setTimeout = ((callback: (...args: unknown[]) => void, delay?: number, ...args: unknown[]) =>
    timers.setTimeout(() => callback(...args), delay ?? 0)) as typeof window.setTimeout
  window.clearTimeout = timers.clearTimeout as typeof window.clearTimeout
  return { advance: timers.advance, restore: () => Object.assign(window, browser) }
}

/** Replaces the overlays' clock (`overlayClock`: dialogs and popups) with the manual clock. */
export function useManualClock(start = Date.now()): ManualClock {
  const original = { ...overlayClock }
  const timers = manualTimers(start)
  Object.assign(overlayClock, { now: timers.now, setTimeout: timers.setTimeout, clearTimeout: timers.clearTimeout })
  return { advance: timers.advance, restore: () => Object.assign(overlayClock, original) }
}
