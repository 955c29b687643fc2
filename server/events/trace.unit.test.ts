import { describe, expect, it } from 'vitest'
import { asAdmin, postJson, TEST_CRUMB, useTestServer, withCrumb } from '../testing.ts'

const url = '/api/events/Trace'

const server = useTestServer('trace_events')

const events = [
  { pageUrl: 'http://localhost:8080/', type: 'pageview', data: { title: 'Home' } },
  { pageUrl: 'http://localhost:8080/', type: 'click', data: ['nav', 2] },
]

async function storedTraceEvents() {
  const response = await server.app.request(url, asAdmin())
  expect(response.status).toBe(200)
  return (await response.json()) as Array<Record<string, unknown>>
}

const newestFirst = [...events].reverse().map((event) => expect.objectContaining(event))

describe('POST /api/events/Trace', () => {
  it('accepts what navigator.sendBeacon sends with URLSearchParams: a form with data=<json> and the crumb', async () => {
    const beacon = new URLSearchParams({ data: JSON.stringify(events), crumb: TEST_CRUMB })

    const response = await server.app.request(url, {
      method: 'POST',
      headers: { Cookie: `crumb=${TEST_CRUMB}`, 'User-Agent': 'TestBrowser/1.0' },
      body: beacon,
    })

    expect(response.status).toBe(204)
    expect(await storedTraceEvents()).toEqual([
      expect.objectContaining({ ...events[1], userAgent: 'TestBrowser/1.0' }),
      expect.objectContaining({ ...events[0], userAgent: 'TestBrowser/1.0' }),
    ])
  })

  it('accepts what navigator.sendBeacon sends with FormData: a multipart form', async () => {
    const beacon = new FormData()
    beacon.set('data', JSON.stringify(events))
    beacon.set('crumb', TEST_CRUMB)

    const response = await server.app.request(url, {
      method: 'POST',
      headers: { Cookie: `crumb=${TEST_CRUMB}` },
      body: beacon,
    })

    expect(response.status).toBe(204)
    expect(await storedTraceEvents()).toEqual(newestFirst)
  })

  it('accepts a JSON body carrying the list as data', async () => {
    const response = await server.app.request(url, postJson({ data: events }))

    expect(response.status).toBe(204)
    expect(await storedTraceEvents()).toEqual(newestFirst)
  })

  it('accepts a bare JSON list', async () => {
    const response = await server.app.request(url, postJson(events))

    expect(response.status).toBe(204)
    expect(await storedTraceEvents()).toEqual(newestFirst)
  })

  it('rejects a form whose data is not JSON with 400', async () => {
    const response = await server.app.request(url, withCrumb({ method: 'POST', body: new URLSearchParams({ data: '[{' }) }))

    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ code: 'malformedJson' })
  })

  it('rejects a form without data with 400', async () => {
    const response = await server.app.request(url, withCrumb({ method: 'POST', body: new URLSearchParams({ other: '1' }) }))

    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ code: 'invalidRequest' })
  })

  it('rejects an event without a type with 400 naming the field', async () => {
    const response = await server.app.request(url, postJson([{ pageUrl: '/', data: {} }]))

    expect(response.status).toBe(400)
    const problem = (await response.json()) as { code: string; error: string }
    expect(problem.code).toBe('invalidRequest')
    expect(problem.error).toContain('at [0].type')
    expect(await storedTraceEvents()).toEqual([])
  })

  it('refuses a body over 64 KB with 413', async () => {
    const beacon = new URLSearchParams({ data: JSON.stringify([{ ...events[0], data: 'x'.repeat(70_000) }]) })

    const response = await server.app.request(url, withCrumb({ method: 'POST', body: beacon }))

    expect(response.status).toBe(413)
    expect(await storedTraceEvents()).toEqual([])
  })
})
