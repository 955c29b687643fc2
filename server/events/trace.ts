import { Hono } from 'hono'
import { z } from 'zod'
import type { Database } from '../db/database.ts'
import { clientDetails } from '../http/client-details.ts'
import { formBody, isFormBody, jsonBody, parseJson, validBody, type BodyDecoder } from '../http/valid-body.ts'

/** A page flushes its trace log every 30 seconds; this bounds one flush. */
export const MAX_TRACE_EVENTS_PER_REQUEST = 1000

const traceEvent = z.object({
  pageUrl: z.string().max(2048),
  type: z.string().min(1).max(200),
  data: z.json(),
})

const traceEventList = z.array(traceEvent).max(MAX_TRACE_EVENTS_PER_REQUEST)

/** The list itself, or an object carrying it as `data`. */
export const traceRequest = z.preprocess(
  (body) => (typeof body === 'object' && body !== null && !Array.isArray(body) && 'data' in body ? body.data : body),
  traceEventList,
)

export type TraceEvent = z.output<typeof traceEvent>

/** `navigator.sendBeacon` with URLSearchParams or FormData sends `data=<json>` as a form; `fetch` sends JSON. */
const traceBody: BodyDecoder = async (c) => {
  if (!isFormBody(c)) return jsonBody(c)
  const { data } = await formBody(c)
  return typeof data === 'string' ? parseJson(data) : data
}

/** `POST` stores a page's trace log; `GET` lists the last 100 stored, newest first. */
export function traceRoutes(db: Database): Hono {
  return new Hono()
    .post('/', validBody(traceRequest, traceBody), async (c) => {
      await storeTraceEvents(db, c.get('body'), clientDetails(c).userAgent)
      return c.body(null, 204)
    })
    .get('/', async (c) => c.json(await recentTraceEvents(db)))
}

async function storeTraceEvents(db: Database, events: TraceEvent[], userAgent: string | null) {
  await db.query(
    `insert into trace_events (page_url, type, data, user_agent)
     select event->>'pageUrl', event->>'type', event->'data', $2
     from jsonb_array_elements($1::jsonb) with ordinality as events(event, position)
     order by position`,
    [JSON.stringify(events), userAgent],
  )
}

function recentTraceEvents(db: Database) {
  return db.query(
    `select id, page_url as "pageUrl", type, data, received_at as "receivedAt", user_agent as "userAgent"
     from trace_events order by id desc limit 100`,
  )
}
