export interface RateLimit {
  /** Submissions a visitor may make in one window. */
  limit: number
  windowMs: number
}

/** Five submissions a minute is more than a person filling in a form needs, and slows a script down. */
export const FORM_RATE_LIMIT: RateLimit = { limit: 5, windowMs: 60_000 }

/**
 * Counts each visitor's attempts in fixed windows, in memory: a limit per server process, reset by a
 * restart, which is what a reference server needs. `allow()` records an attempt and says whether it is
 * within the limit.
 */
export function createRateLimiter({ limit, windowMs }: RateLimit, now: () => number = Date.now) {
  const windows = new Map<string, { startedAt: number; attempts: number }>()
  return {
    allow(visitor: string): boolean {
      const time = now()
      let window = windows.get(visitor)
      if (!window || time - window.startedAt >= windowMs) {
        if (windows.size > 10_000) forgetEnded(windows, time, windowMs)
        window = { startedAt: time, attempts: 0 }
        windows.set(visitor, window)
      }
      window.attempts += 1
      return window.attempts <= limit
    },
  }
}

function forgetEnded(windows: Map<string, { startedAt: number }>, time: number, windowMs: number): void {
  for (const [visitor, window] of windows) if (time - window.startedAt >= windowMs) windows.delete(visitor)
}
