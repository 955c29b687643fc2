import { Hono } from 'hono'
import { z } from 'zod'
import type { Database } from '../db/database.ts'
import { clientDetails, type ClientDetails } from '../http/client-details.ts'
import { jsonBody, validBody } from '../http/valid-body.ts'

/** A page sends at most 20 reports, in batches debounced by one second. */
export const MAX_REPORTS_PER_REQUEST = 20

const javascriptErrorReport = z.object({
  event: z.string().min(1).max(200),
  /** The error's details, stack included (truncated by the page at 5000 characters). */
  data: z.json(),
  /** When the page saw the error, in milliseconds since the epoch. */
  timestamp: z.number().nonnegative(),
})

export const javascriptErrorReports = z.array(javascriptErrorReport).max(MAX_REPORTS_PER_REQUEST)

export type JavascriptErrorReport = z.output<typeof javascriptErrorReport>

/** `POST` stores a page's uncaught-error reports; `GET` lists the last 100 stored, newest first. */
export function javascriptErrorRoutes(db: Database): Hono {
  return new Hono()
    .post('/', validBody(javascriptErrorReports, jsonBody), async (c) => {
      await storeJavascriptErrors(db, c.get('body'), clientDetails(c))
      return c.body(null, 204)
    })
    .get('/', async (c) => c.json(await recentJavascriptErrors(db)))
}

async function storeJavascriptErrors(db: Database, reports: JavascriptErrorReport[], client: ClientDetails) {
  await db.query(
    `insert into javascript_errors (event, data, timestamp, user_agent, page_url)
     select report->>'event', report->'data', (report->>'timestamp')::double precision, $2, $3
     from jsonb_array_elements($1::jsonb) with ordinality as reports(report, position)
     order by position`,
    [JSON.stringify(reports), client.userAgent, client.pageUrl],
  )
}

function recentJavascriptErrors(db: Database) {
  return db.query(
    `select id, event, data, timestamp, received_at as "receivedAt", user_agent as "userAgent", page_url as "pageUrl"
     from javascript_errors order by id desc limit 100`,
  )
}
