import { Hono } from 'hono'
import { z } from 'zod'
import type { Database } from '../db/database.ts'
import { clientDetails } from '../http/client-details.ts'
import { jsonBody, validBody } from '../http/valid-body.ts'

/** What the cookie banner posts for each choice (`ConsentRecord` of core/consent). */
export const consentRecord = z.object({
  consentId: z.string().min(1).max(100),
  allowed: z.boolean(),
  bannerVersion: z.number().int().positive(),
  time: z.iso.datetime({ offset: true }),
  method: z.enum(['banner', 'script', 'gpc']),
  pageUrl: z.string().max(2048),
})

export type ConsentRecordInput = z.output<typeof consentRecord>

/**
 * `POST /api/consent/records` stores one proof of consent (a beacon may send it as text/plain); a consent id
 * already stored is kept as it was. `GET` lists the last 100, newest first. Both are this server's additions.
 */
export function consentRecordRoutes(db: Database): Hono {
  return new Hono()
    .post('/', validBody(consentRecord, jsonBody), async (c) => {
      const record = c.get('body')
      await db.query(
        `insert into consent_records (consent_id, allowed, banner_version, chosen_at, method, page_url, user_agent)
         values ($1, $2, $3, $4, $5, $6, $7) on conflict (consent_id) do nothing`,
        [record.consentId, record.allowed, record.bannerVersion, record.time, record.method, record.pageUrl, clientDetails(c).userAgent],
      )
      return c.body(null, 204)
    })
    .get('/', async (c) =>
      c.json(
        await db.query(
          `select consent_id as "consentId", allowed, banner_version as "bannerVersion", chosen_at as "time", method,
             page_url as "pageUrl", received_at as "receivedAt", user_agent as "userAgent"
           from consent_records order by id desc limit 100`,
        ),
      ),
    )
}
