import { createHash, randomBytes } from 'node:crypto'
import type { Queryable } from '../db/database.ts'

/** How long a key stays good: it is asked for when the visitor presses submit, so minutes would do. */
export const SUBMISSION_KEY_LIFETIME = '1 hour'

/** Keys are bound to the crumb of the page that asked for them; only a hash of the crumb is stored. */
export function crumbHash(crumb: string): string {
  return createHash('sha256').update(crumb).digest('base64url')
}

/** A new single-use submission key for the visitor holding `crumb`. */
export async function issueSubmissionKey(db: Queryable, crumb: string): Promise<string> {
  const key = randomBytes(24).toString('base64url')
  await db.query('insert into form_submission_keys (key, crumb_hash) values ($1, $2)', [key, crumbHash(crumb)])
  return key
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
