import { createHash, randomBytes } from 'node:crypto'
import type { Queryable } from '../db/database.ts'

/** How long a key stays good: it is asked for when the visitor presses submit, so minutes would do. */
export const SUBMISSION_KEY_LIFETIME = '1 hour'

/** Keys are bound to the crumb of the page that asked for them; only a hash of the crumb is stored. */
function crumbHash(crumb: string): string {
  return createHash('sha256').update(crumb).digest('base64url')
}

/** How often issuing a key also deletes the expired ones. */
export const EXPIRED_KEY_PURGE_INTERVAL_MS = 60_000

/**
 * Issues new single-use submission keys, and deletes the expired ones along the way at most once a minute: the
 * table holds about one lifetime of keys, with no timer to start and stop. An expired key is refused whether it
 * has been deleted yet or not, so the moment of deletion changes no answer.
 */
export function submissionKeyIssuer(db: Queryable, now: () => number = Date.now): (crumb: string) => Promise<string> {
  let lastPurgeAt = -Infinity
  return async (crumb) => {
    if (now() - lastPurgeAt >= EXPIRED_KEY_PURGE_INTERVAL_MS) {
      lastPurgeAt = now()
      await deleteExpiredSubmissionKeys(db)
    }
    const key = randomBytes(24).toString('base64url')
    await db.query('insert into form_submission_keys (key, crumb_hash) values ($1, $2)', [key, crumbHash(crumb)])
    return key
  }
}

/** Deletes the keys past their lifetime, by the index on `issued_at` (migration 004). */
export async function deleteExpiredSubmissionKeys(db: Queryable): Promise<void> {
  await db.query('delete from form_submission_keys where issued_at <= now() - $1::interval', [SUBMISSION_KEY_LIFETIME])
}

export type KeyState = 'usable' | 'used' | 'invalid'

/**
 * Whether `key` may save a submission for `crumb`: `invalid` when it was never issued, was issued to another
 * crumb or has expired; `used` when a submission was already stored with it.
 */
export async function submissionKeyState(db: Queryable, key: string, crumb: string): Promise<KeyState> {
  const [row] = await db.query(
    `select (k.crumb_hash = $2 and k.issued_at > now() - $3::interval) as valid,
            exists (select 1 from form_submissions s where s.submission_key = k.key) as used
     from form_submission_keys k where k.key = $1`,
    [key, crumbHash(crumb), SUBMISSION_KEY_LIFETIME],
  )
  if (!row?.['valid']) return 'invalid'
  return row['used'] ? 'used' : 'usable'
}
