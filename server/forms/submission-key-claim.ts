import { randomUUID } from 'node:crypto'
import type { Queryable } from '../db/database.ts'

/**
 * How long a request may hold its key: longer than the slowest save (the captcha provider is given 5 s), short
 * enough that a key held by a server killed mid-request is free again soon.
 */
export const KEY_CLAIM_LEASE_MS = 10_000

/** How often a request waiting for a key held by another asks again. */
const CLAIM_POLL_MS = 25

/**
 * Runs `work` while this request alone holds `key`, through the key's row in the database, so that requests
 * carrying one key run one after another across every server process on the database. A copy of a request in
 * progress, such as a client's retry after a timeout, waits for it, then finds its submission stored, rather
 * than presenting a spent captcha token to the provider again. A key never issued is not waited for: `work`
 * refuses it.
 */
export async function withSubmissionKeyClaimed<T>(db: Queryable, key: string, work: () => Promise<T>): Promise<T> {
  const claim = randomUUID()
  for (;;) {
    // The update claims the row only when no one holds it, atomically; `known` reads the row as it was before.
    const [row] = await db.query(
      `with claim as (
         update form_submission_keys set claimed_by = $2, claimed_until = now() + $3::interval
         where key = $1 and (claimed_until is null or claimed_until <= now())
         returning key
       )
       select exists (select 1 from claim) as claimed, exists (select 1 from form_submission_keys where key = $1) as known`,
      [key, claim, `${KEY_CLAIM_LEASE_MS} milliseconds`],
    )
    if (!row?.['known']) return work()
    if (row['claimed']) {
      try {
        return await work()
      } finally {
        // Only our own claim: past its lease, another request may hold the key by now.
        await db.query(
          'update form_submission_keys set claimed_by = null, claimed_until = null where key = $1 and claimed_by = $2',
          [key, claim],
        )
      }
    }
    await new Promise((resolve) => setTimeout(resolve, CLAIM_POLL_MS))
  }
}
