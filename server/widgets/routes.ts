import { Hono } from 'hono'
import { z } from 'zod'
import type { Queryable } from '../db/database.ts'
import { problemResponse } from '../http/problem.ts'
import { readStorableJson } from '../http/storable-json.ts'
import { formBody, validBody } from '../http/valid-body.ts'
import { MAX_WIDGET_ITEMS, widgetPageSize } from '../../core/widgets/widget-rendering.ts'
import { feedHtml, summaryHtml, type FeedItem, type SummaryEvent } from './widget-html.ts'

export const FEED_TYPES = ['flickr', 'instagram', 'fivehundredpix'] as const

const widgetJson = z
  .string()
  .transform((text, context) => {
    const reading = readStorableJson(text, 'widgetJSON')
    if (reading.ok) return reading.value
    context.addIssue({ code: 'custom', message: reading.error })
    return z.NEVER
  })
  .pipe(
    z.object({
      type: z.enum([...FEED_TYPES, 'summary']),
      id: z.string().max(200),
      value: z.record(z.string(), z.unknown()),
    }),
  )

/** The form of GetWidgetRendering: `widgetJSON` `{type, id, value}`, and `collectionId` when the type is `summary`. */
const renderingRequest = z
  .object({ widgetJSON: widgetJson, collectionId: z.string().min(1).max(200).optional() })
  .refine((form) => form.widgetJSON.type !== 'summary' || form.collectionId !== undefined, {
    message: 'A summary needs the collectionId field.',
    path: ['collectionId'],
  })

/** The most items a block lists: the `pageSize` of its block JSON, or else {@link MAX_WIDGET_ITEMS}. */
const itemLimit = (value: Record<string, unknown>): number => widgetPageSize(value) ?? MAX_WIDGET_ITEMS

/** `POST /api/widget/GetWidgetRendering`: a feed from its stored pictures, or an events summary, as `{html}`, each at most `pageSize` items. */
export function widgetRoutes(db: Queryable): Hono {
  return new Hono().post('/GetWidgetRendering', validBody(renderingRequest, formBody), async (c) => {
    const { widgetJSON, collectionId } = c.get('body')
    if (widgetJSON.type !== 'summary') {
      const rows = await db.query(
        'select title, image_name, link_url from widget_feed_items where feed_type = $1 order by position limit $2',
        [widgetJSON.type, itemLimit(widgetJSON.value)],
      )
      const items: FeedItem[] = rows.map((row) => ({
        title: row['title'] as string,
        imageName: row['image_name'] as string,
        linkUrl: row['link_url'] as string,
      }))
      return c.json({ html: feedHtml(widgetJSON.type, items) })
    }
    const [collection] = await db.query(`select title from widget_collections where id = $1 and type = 'events'`, [collectionId])
    if (!collection) {
      return problemResponse(404, { code: 'notFound', error: 'There is no events collection with this id.' })
    }
    const rows = await db.query(
      'select title, url, location, starts_at from widget_events where collection_id = $1 order by starts_at, id limit $2',
      [collectionId, itemLimit(widgetJSON.value)],
    )
    const events: SummaryEvent[] = rows.map((row) => ({
      title: row['title'] as string,
      url: row['url'] as string,
      location: row['location'] as string,
      startsAt: row['starts_at'] as Date,
    }))
    return c.json({ html: summaryHtml(collection['title'] as string, events) })
  })
}
