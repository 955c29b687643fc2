import { createHash } from 'node:crypto'
import type { Queryable } from '../db/database.ts'

export interface RateLimit {
  /** Attempts one subject may make in one window. */
  limit: number
  windowMs: number
}

export interface FormLimits {
  /** Submissions per visitor (crumb). Five a minute is more than a person filling in a form needs. */
  perVisitor: RateLimit
  /**
   * Submissions per client address, so that fresh crumbs do not walk around the visitor limit; higher, as
   * several people may share an address (an office, a school, a mobile network).
   */
  perAddress: RateLimit
  /** Submission keys issued per client address: a visitor asks for one per attempt. */
  keysPerAddress: RateLimit
}

export const FORM_LIMITS: FormLimits = {
  perVisitor: { limit: 5, windowMs: 60_000 },
  perAddress: { limit: 20, windowMs: 60_000 },
  keysPerAddress: { limit: 60, windowMs: 60_000 },
}

/** Records an attempt of `subject` under `scope` and says whether it is within `rule`. */
export type RateLimiter = (scope: string, subject: string, rule: RateLimit) => Promise<boolean>

/** How often counting an attempt also deletes the windows that have ended. */
export const ENDED_WINDOW_PURGE_INTERVAL_MS = 60_000

/**
 * Counts attempts in fixed windows (aligned on multiples of the window's length), one database row per
 * scope, subject and window, so that every server process on the database shares the count. The row is
 * counted up in one statement, which is atomic however many servers count at once. Only a hash of the
 * subject is stored. Ended windows are deleted along the way, at most once a minute per process.
 */
export function databaseRateLimiter(db: Queryable, now: () => number = Date.now): RateLimiter {
  let lastPurgeAt = -Infinity
  return async (scope, subject, { limit, windowMs }) => {
    const time = now()
    if (time - lastPurgeAt >= ENDED_WINDOW_PURGE_INTERVAL_MS) {
      lastPurgeAt = time
      await db.query('delete from rate_limit_windows where ends_at <= to_timestamp($1::double precision / 1000)', [time])
    }
    const windowStart = Math.floor(time / windowMs) * windowMs
    const [row] = await db.query(
      `insert into rate_limit_windows (scope, subject, window_start, ends_at, attempts)
       values ($1, $2, to_timestamp($3::double precision / 1000), to_timestamp($4::double precision / 1000), 1)
       on conflict (scope, subject, window_start) do update set attempts = rate_limit_windows.attempts + 1
       returning attempts`,
      [scope, createHash('sha256').update(subject).digest('base64url'), windowStart, windowStart + windowMs],
    )
    return Number(row?.['attempts']) <= limit
  }
}
