import { Hono, type Context } from 'hono'
import { z } from 'zod'
import type { Database } from '../db/database.ts'
import { clientDetails } from '../http/client-details.ts'
import { problemException } from '../http/problem.ts'
import { isStorableText, unstorableTextMessage } from '../http/storable-json.ts'
import { formBody, jsonBody, parseJson, validBody, type BodyDecoder } from '../http/valid-body.ts'
import { pagePath, visitorOf } from './page-path.ts'

/** `RecordHit`'s form: the event kind, the page fields as JSON, the visitor cookie. */
const hitForm = z.object({
  event: z.coerce.number().int().positive(),
  data: z.looseObject({ url: z.string().max(2048) }),
  ss_cvr: z.string().max(200).optional(),
})

const hitBody: BodyDecoder = async (c) => {
  const form = await formBody(c)
  return { ...form, data: typeof form['data'] === 'string' ? parseJson(form['data']) : form['data'] }
}

const withVisitor = { visitorCookie: z.string().max(200).optional(), url: z.string().max(2048).optional() }

/** The bodies of the JSON census calls; each keeps the page fields it came with. */
const censusBodies = {
  'button-click': z.looseObject({ id: z.string().max(200), buttonText: z.string().max(1000), ...withVisitor }),
  'button-render': z.looseObject({ id: z.string().max(200), buttonText: z.string().max(1000), ...withVisitor }),
  'form-render': z.looseObject({ formId: z.string().max(200), ...withVisitor }),
  overlay: z.looseObject(withVisitor),
}

interface CensusHit {
  kind: string
  event: number | null
  visitorCookie: unknown
  url: unknown
  data: unknown
}

/** The census calls, stored in `census_hits`; each answers 204. */
export function censusRoutes(db: Database): Hono {
  const store = async (c: Context, hit: CensusHit) => {
    const { visitorId, visitCount } = visitorOf(hit.visitorCookie)
    await db.query(
      `insert into census_hits (kind, event, visitor_id, visit_count, page_path, data, user_agent)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [hit.kind, hit.event, visitorId, visitCount, pagePath(hit.url ?? clientDetails(c).pageUrl), JSON.stringify(hit.data), clientDetails(c).userAgent],
    )
    return c.body(null, 204)
  }

  const routes = new Hono().post('/RecordHit', validBody(hitForm, hitBody), (c) => {
    const hit = c.get('body')
    return store(c, { kind: 'hit', event: hit.event, visitorCookie: hit.ss_cvr, url: hit.data.url, data: hit.data })
  })
  for (const [kind, schema] of Object.entries(censusBodies)) {
    routes.post(`/${kind}`, validBody(schema, jsonBody), (c) => {
      const body = c.get('body') as z.output<typeof schema>
      return store(c, { kind, event: null, visitorCookie: body.visitorCookie, url: body.url, data: body })
    })
  }
  routes.post('/RecordQuickView/:id', (c) => {
    const id = c.req.param('id').slice(0, 200)
    if (!isStorableText(id)) throw problemException(400, { code: 'unstorableText', error: unstorableTextMessage('The id') })
    return store(c, { kind: 'quick-view', event: null, visitorCookie: null, url: null, data: { id } })
  })
  return routes
}
