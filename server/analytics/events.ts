import { Hono } from 'hono'
import { z } from 'zod'
import type { Database } from '../db/database.ts'
import { clientDetails } from '../http/client-details.ts'
import { readStorableJson } from '../http/storable-json.ts'
import { formBody, jsonBody, parseJson, validBody, type BodyDecoder } from '../http/valid-body.ts'

/** RecordEvent's form: the crumb (checked by the middleware), the event and its data as JSON. */
const recordEventForm = z.object({ event: z.string().min(1).max(200), data: z.record(z.string(), z.json()) })

const recordEventBody: BodyDecoder = async (c) => {
  const form = await formBody(c)
  return { event: form['event'], data: typeof form['data'] === 'string' ? parseJson(form['data']) : form['data'] }
}

/** Events-service payload: common and custom data are JSON strings. */
const jsonText = z.string().max(32_768).transform((text, context) => {
  const reading = readStorableJson(text, 'The JSON string')
  if (reading.ok) return reading.value
  context.addIssue({ code: 'custom', message: reading.code === 'malformedJson' ? 'Invalid input: expected a JSON string' : reading.error })
  return z.NEVER
})

const eventsV1Payload = z.object({
  analyticsId: z.string().min(1).max(100),
  commonData: jsonText,
  customData: jsonText,
  customSchemaName: z.string().min(1).max(200),
})

/** `POST /api/events/RecordEvent` (204) and the events service's `POST /api/v1/events` (202), into `analytics_events`. */
export function analyticsEventRoutes(db: Database): Hono {
  const store = (source: string, name: string, analyticsId: string | null, data: unknown, userAgent: string | null) =>
    db.query(`insert into analytics_events (source, name, analytics_id, data, user_agent) values ($1, $2, $3, $4, $5)`, [
      source,
      name,
      analyticsId,
      JSON.stringify(data),
      userAgent,
    ])
  return new Hono()
    .post('/events/RecordEvent', validBody(recordEventForm, recordEventBody), async (c) => {
      const { event, data } = c.get('body')
      await store('record-event', event, null, data, clientDetails(c).userAgent)
      return c.body(null, 204)
    })
    .post('/v1/events', validBody(eventsV1Payload, jsonBody), async (c) => {
      const { analyticsId, customSchemaName, commonData, customData } = c.get('body')
      await store('events-v1', customSchemaName, analyticsId, { commonData, customData }, clientDetails(c).userAgent)
      return c.body(null, 202)
    })
}
