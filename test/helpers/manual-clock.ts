import { overlayClock } from '../../core/dialogs/overlay-clock.ts'

export interface ManualClock {
  /** Moves time on by `ms`, running every timer that falls due, in order. */
  advance(ms: number): void
  /** Puts the real clock back. */
  restore(): void
}

/** Replaces the overlays' clock (`overlayClock`) with one that moves only when the test says so. */
export function useManualClock(start = Date.now()): ManualClock {
  const original = { ...overlayClock }
  let now = start
  let nextId = 1
  const timers = new Map<number, { due: number; callback: () => void }>()
  overlayClock.now = () => now
  overlayClock.setTimeout = (callback, ms) => {
    timers.set(nextId, { due: now + Math.max(0, ms), callback })
    return nextId++
  }
  overlayClock.clearTimeout = (id) => void (id !== undefined && timers.delete(id))
  return {
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
    restore() {
      Object.assign(overlayClock, original)
    },
  }
}
