import { describe, expect, it } from 'vitest'
import { asAdmin, postJson, TEST_CRUMB, useTestServer, withCrumb } from '../testing.ts'

const server = useTestServer('consent_records, census_hits, analytics_events, performance_page_loads, performance_records')

const request = (path: string, init?: RequestInit) => server.app.request(path, init)
const postForm = (fields: Record<string, string>) =>
  withCrumb({ method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields) })
/** A beacon: JSON sent as text/plain, the crumb in the query. */
const beacon = (path: string, body: unknown) =>
  request(`${path}?crumb=${TEST_CRUMB}`, {
    method: 'POST',
    headers: { Cookie: `crumb=${TEST_CRUMB}`, 'Content-Type': 'text/plain;charset=UTF-8' },
    body: JSON.stringify(body),
  })
const rows = (sql: string) => server.db.query(sql)
const summary = async (query = '') => (await (await request(`/api/stats/summary${query}`, asAdmin())).json()) as Record<string, unknown>

const cvr = (id: string, visit: number) => `${id}|1767225600000|1767225600000|1767225600000|${visit}`
const hit = (path: string, visitor: string, visit = 1, event = '1') =>
  request('/api/census/RecordHit', postForm({ event, data: JSON.stringify({ url: `http://localhost${path}`, title: 'T' }), ss_cvr: cvr(visitor, visit) }))

async function pageLoad(page: string) {
  const response = await request('/api/1/performance/settings', { headers: { Referer: `http://localhost${page}` } })
  expect(response.status).toBe(200)
  return (await response.json()) as { pageLoadId: string; imageHosts: string[] }
}
const vital = (pageLoadId: string, metric: string, value: number, rating = 'good') => ({
  app: 'ss-elements',
  event: 'page_speed',
  data: { metric, value, rating, collectorVersion: '4.8.0' },
  pageLoadId,
  ts: 1767225600000,
  raw: false,
})

describe('POST /api/consent/records', () => {
  const record = { consentId: '2f6c1a8e-3b7d-4c2e-9f10-5a6b7c8d9e0f', allowed: true, bannerVersion: 2, time: '2026-01-01T10:00:00.000Z', method: 'banner', pageUrl: 'http://localhost/' }

  it('stores a record sent by beacon, once per consent id, and lists it', async () => {
    expect((await beacon('/api/consent/records', record)).status).toBe(204)
    expect((await beacon('/api/consent/records', { ...record, allowed: false })).status).toBe(204)
    const listed = (await (await request('/api/consent/records', asAdmin())).json()) as unknown[]
    expect(listed).toEqual([expect.objectContaining({ consentId: record.consentId, allowed: true, bannerVersion: 2, method: 'banner' })])
  })

  it('refuses a record without a choice, or with an unknown method', async () => {
    expect((await beacon('/api/consent/records', { ...record, allowed: 'yes' })).status).toBe(400)
    expect((await beacon('/api/consent/records', { ...record, method: 'guess' })).status).toBe(400)
  })

  it('refuses a record without the crumb', async () => {
    const response = await request('/api/consent/records', { method: 'POST', body: JSON.stringify(record) })
    expect(response.status).toBe(403)
  })
})

describe('census calls', () => {
  it('RecordHit stores the event, the visitor and visit of ss_cvr, and the page', async () => {
    expect((await hit('/shop', 'v1', 3)).status).toBe(204)
    expect(await rows('select kind, event, visitor_id, visit_count, page_path from census_hits')).toEqual([
      { kind: 'hit', event: 1, visitor_id: 'v1', visit_count: 3, page_path: '/shop' },
    ])
  })

  it('RecordHit refuses data that is not JSON', async () => {
    const response = await request('/api/census/RecordHit', postForm({ event: '1', data: '{', ss_cvr: cvr('v1', 1) }))
    expect(response.status).toBe(400)
  })

  it('stores button clicks and renders, form renders and overlay events with their page', async () => {
    const page = { visitorCookie: cvr('v2', 1), url: 'http://localhost/about', websiteId: 'w1' }
    const button = { id: 'b1', buttonText: 'Shop', clickthroughUrl: '/shop', alignment: null, size: null, newWindow: false, context: 1 }
    for (const [path, body] of [
      ['/api/census/button-click', { ...button, ...page }],
      ['/api/census/button-render', { ...button, ...page }],
      ['/api/census/form-render', { formId: 'f1', ...page }],
      ['/api/census/overlay', { event: 'open', ...page }],
    ] as const) {
      expect((await request(path, postJson(body))).status, path).toBe(204)
    }
    expect(await rows(`select kind, visitor_id, page_path, data->>'websiteId' as website from census_hits order by id`)).toEqual(
      ['button-click', 'button-render', 'form-render', 'overlay'].map((kind) => ({ kind, visitor_id: 'v2', page_path: '/about', website: 'w1' })),
    )
  })

  it('refuses a button without its id', async () => {
    expect((await request('/api/census/button-click', postJson({ buttonText: 'Shop' }))).status).toBe(400)
  })

  it('RecordQuickView stores the id of the path', async () => {
    expect((await request('/api/census/RecordQuickView/p%201', withCrumb({ method: 'POST' }))).status).toBe(204)
    expect(await rows(`select kind, data->>'id' as id from census_hits`)).toEqual([{ kind: 'quick-view', id: 'p 1' }])
  })
})

describe('events', () => {
  it('RecordEvent stores the event and its data', async () => {
    const data = { pageHash: '', pagePath: '/', websiteId: 'w1', variantId: null }
    const response = await request('/api/events/RecordEvent', postForm({ crumb: TEST_CRUMB, event: 'open', data: JSON.stringify(data) }))
    expect(response.status).toBe(204)
    expect(await rows('select source, name, data from analytics_events')).toEqual([{ source: 'record-event', name: 'open', data }])
  })

  it('the events service answers 202 to a beacon and stores the parsed common and custom data', async () => {
    const payload = { analyticsId: 'a1', commonData: JSON.stringify({ action: 'click' }), customData: '{}', customSchemaName: 'button' }
    expect((await beacon('/api/v1/events', payload)).status).toBe(202)
    expect(await rows('select source, name, analytics_id, data from analytics_events')).toEqual([
      { source: 'events-v1', name: 'button', analytics_id: 'a1', data: { commonData: { action: 'click' }, customData: {} } },
    ])
  })

  it('the events service refuses common data that is not JSON', async () => {
    const payload = { analyticsId: 'a1', commonData: 'nope', customData: '{}', customSchemaName: 'button' }
    expect((await beacon('/api/v1/events', payload)).status).toBe(400)
  })
})

describe('performance', () => {
  it('gives each page load its own id and no image hosts', async () => {
    const first = await pageLoad('/')
    const second = await pageLoad('/')
    expect(first.pageLoadId).toMatch(/^[0-9a-f-]{36}$/)
    expect(second.pageLoadId).not.toBe(first.pageLoadId)
    expect(first.imageHosts).toEqual([])
  })

  it('stores the records a beacon sends', async () => {
    const { pageLoadId } = await pageLoad('/shop')
    expect((await beacon('/api/1/performance/records', [vital(pageLoadId, 'LCP', 1200)])).status).toBe(204)
    expect(await rows('select page_load_id, event, metric, value, rating, raw from performance_records')).toEqual([
      { page_load_id: pageLoadId, event: 'page_speed', metric: 'LCP', value: 1200, rating: 'good', raw: false },
    ])
  })

  it('refuses values out of 0 to 2147483647, and unknown events', async () => {
    const { pageLoadId } = await pageLoad('/')
    expect((await beacon('/api/1/performance/records', [vital(pageLoadId, 'LCP', -1)])).status).toBe(400)
    expect((await beacon('/api/1/performance/records', [{ ...vital(pageLoadId, 'LCP', 1), event: 'other' }])).status).toBe(400)
  })
})

describe('GET /api/stats/summary', () => {
  it('counts visits and page views per day, and page views and visitors per page', async () => {
    await hit('/', 'v1', 1)
    await hit('/shop', 'v1', 1)
    await hit('/', 'v2', 1)
    await hit('/', 'v2', 2)
    await hit('/search', 'v2', 2, '2')
    const stats = await summary()
    const today = new Date().toISOString().slice(0, 10)
    expect(stats['perDay']).toEqual([{ date: today, visits: 3, pageViews: 4 }])
    expect(stats['pages']).toEqual([
      { path: '/', pageViews: 3, visitors: 2 },
      { path: '/shop', pageViews: 1, visitors: 1 },
    ])
  })

  it('gives the 75th percentile of each Web Vital per page, each page load counted at its last value', async () => {
    const loads = await Promise.all([pageLoad('/'), pageLoad('/'), pageLoad('/'), pageLoad('/'), pageLoad('/shop')])
    const records = [
      vital(loads[0]!.pageLoadId, 'LCP', 9000, 'poor'),
      vital(loads[0]!.pageLoadId, 'LCP', 1000),
      vital(loads[1]!.pageLoadId, 'LCP', 2000),
      vital(loads[2]!.pageLoadId, 'LCP', 3000, 'needs-improvement'),
      vital(loads[3]!.pageLoadId, 'LCP', 4500, 'poor'),
      vital(loads[4]!.pageLoadId, 'CLS', 0.05),
    ]
    await beacon('/api/1/performance/records', records)
    expect((await summary())['webVitals']).toEqual([
      { path: '/', metric: 'LCP', p75: 3375, count: 4, good: 2, needsImprovement: 1, poor: 1 },
      { path: '/shop', metric: 'CLS', p75: 0.05, count: 1, good: 1, needsImprovement: 0, poor: 0 },
    ])
  })

  it('counts consents, and button renders and clicks', async () => {
    const record = { allowed: true, bannerVersion: 2, time: '2026-01-01T10:00:00.000Z', method: 'banner', pageUrl: 'http://localhost/' }
    await beacon('/api/consent/records', { ...record, consentId: 'c1' })
    await beacon('/api/consent/records', { ...record, consentId: 'c2', allowed: false, method: 'gpc' })
    const button = { id: 'b1', buttonText: 'Shop', visitorCookie: cvr('v1', 1) }
    await request('/api/census/button-render', postJson(button))
    await request('/api/census/button-click', postJson(button))
    await request('/api/census/button-click', postJson(button))
    const stats = await summary()
    expect(stats['consent']).toEqual({ accepted: 1, declined: 1, declinedByGpc: 1 })
    expect(stats['buttons']).toEqual([{ id: 'b1', text: 'Shop', renders: 1, clicks: 2 }])
  })

  it('refuses a period out of 1 to 365 days', async () => {
    expect((await request('/api/stats/summary?days=0', asAdmin())).status).toBe(400)
    expect((await summary('?days=7'))['days']).toBe(7)
  })
})
