import { randomUUID } from 'node:crypto'
import { Hono } from 'hono'
import { z } from 'zod'
import type { Database } from '../db/database.ts'
import { clientDetails } from '../http/client-details.ts'
import { jsonBody, validBody } from '../http/valid-body.ts'
import { pagePath } from './page-path.ts'

/** A page sends its records every 30 s at most and stops after 60 s; this bounds one batch. */
export const MAX_PERFORMANCE_RECORDS_PER_REQUEST = 200

const performanceRecord = z.object({
  app: z.string().max(100),
  event: z.enum(['page_speed', 'image', 'user']),
  data: z.looseObject({
    metric: z.string().max(20).optional(),
    value: z.number().min(0).max(2147483647).optional(),
    rating: z.string().max(30).optional(),
  }),
  pageLoadId: z.string().min(1).max(100),
  ts: z.number().nonnegative(),
  raw: z.boolean(),
})

const performanceRecords = z.array(performanceRecord).max(MAX_PERFORMANCE_RECORDS_PER_REQUEST)

/**
 * `GET /api/1/performance/settings` gives each page load an id, remembering the page it came from (its
 * `Referer`), and names no image hosts; `POST /api/1/performance/records` stores the records.
 */
export function performanceRoutes(db: Database): Hono {
  return new Hono()
    .get('/settings', async (c) => {
      const pageLoadId = randomUUID()
      await db.query(`insert into performance_page_loads (page_load_id, page_path) values ($1, $2)`, [
        pageLoadId,
        pagePath(clientDetails(c).pageUrl),
      ])
      return c.json({ pageLoadId, imageHosts: [] })
    })
    .post('/records', validBody(performanceRecords, jsonBody), async (c) => {
      await db.query(
        `insert into performance_records (page_load_id, event, metric, value, rating, recorded_at, raw, data)
         select record->>'pageLoadId', record->>'event', record->'data'->>'metric', (record->'data'->>'value')::double precision,
           record->'data'->>'rating', to_timestamp((record->>'ts')::double precision / 1000), (record->>'raw')::boolean, record->'data'
         from jsonb_array_elements($1::jsonb) as records(record)`,
        [JSON.stringify(c.get('body'))],
      )
      return c.body(null, 204)
    })
}
