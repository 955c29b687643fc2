import { describe, expect, it } from 'vitest'
import { asAdmin, postJson, useTestServer, withCrumb } from '../testing.ts'

const url = '/api/events/RecordJavascriptErrors'

const server = useTestServer('javascript_errors')

const report = (event: string, timestamp = 1_763_700_000_000) => ({
  event,
  data: { message: `${event} happened`, stack: 'at boot (page.js:1:1)' },
  timestamp,
})

async function storedErrors() {
  const response = await server.app.request(url, asAdmin())
  expect(response.status).toBe(200)
  return (await response.json()) as Array<Record<string, unknown>>
}

async function errorBody(response: Response) {
  return (await response.json()) as { code: string; error: string }
}

describe('POST /api/events/RecordJavascriptErrors', () => {
  it('stores each report with the sender’s user agent and page, and answers 204', async () => {
    const response = await server.app.request(
      url,
      postJson([report('error'), report('unhandledrejection', 1_763_700_000_500.25)], {
        'User-Agent': 'TestBrowser/1.0',
        Referer: 'http://localhost:8080/shop/',
      }),
    )

    expect(response.status).toBe(204)
    expect(await response.text()).toBe('')
    const rows = await storedErrors()
    expect(rows).toEqual([
      expect.objectContaining({
        ...report('unhandledrejection', 1_763_700_000_500.25),
        userAgent: 'TestBrowser/1.0',
        pageUrl: 'http://localhost:8080/shop/',
      }),
      expect.objectContaining({ ...report('error'), userAgent: 'TestBrowser/1.0' }),
    ])
    expect(new Date(String(rows[0]?.['receivedAt'])).getTime()).toBeGreaterThan(Date.now() - 60_000)
  })

  it('keeps any JSON as data: strings, numbers, null, nested lists', async () => {
    const reports = [
      { event: 'a', data: 'plain stack text', timestamp: 1 },
      { event: 'b', data: null, timestamp: 2 },
      { event: 'c', data: [1, { deep: [true] }], timestamp: 3 },
    ]

    await server.app.request(url, postJson(reports))

    expect((await storedErrors()).map((row) => row['data'])).toEqual([[1, { deep: [true] }], null, 'plain stack text'])
  })

  it('stores a page URL of null when the browser sends no Referer', async () => {
    await server.app.request(url, postJson([report('error')]))

    expect((await storedErrors())[0]?.['pageUrl']).toBeNull()
  })

  it('accepts an empty list and stores nothing', async () => {
    const response = await server.app.request(url, postJson([]))

    expect(response.status).toBe(204)
    expect(await storedErrors()).toEqual([])
  })

  it('rejects malformed JSON with 400 and says so', async () => {
    const response = await server.app.request(url, withCrumb({ method: 'POST', body: '[{"event": "error",' }))

    expect(response.status).toBe(400)
    const body = await errorBody(response)
    expect(body.code).toBe('malformedJson')
    expect(body.error).toMatch(/^The request body is not valid JSON: /)
    expect(await storedErrors()).toEqual([])
  })

  it.each([
    ['an object instead of a list', report('error'), 'expected array, received object'],
    ['a number as event', [{ ...report('error'), event: 42 }], 'at [0].event'],
    ['a string as timestamp', [{ ...report('error'), timestamp: '2025-11-21' }], 'at [0].timestamp'],
    ['a missing data field', [{ event: 'error', timestamp: 1 }], 'at [0].data'],
    ['an empty event name', [report('')], 'at [0].event'],
    ['an event name over 200 characters', [report('e'.repeat(201))], 'at [0].event'],
  ])('rejects %s with 400 naming the problem', async (_, body, detail) => {
    const response = await server.app.request(url, postJson(body))

    expect(response.status).toBe(400)
    const problem = await errorBody(response)
    expect(problem.code).toBe('invalidRequest')
    expect(problem.error).toContain(detail)
    expect(await storedErrors()).toEqual([])
  })

  it('accepts 20 reports and rejects 21 with 400', async () => {
    const twenty = Array.from({ length: 20 }, (_, index) => report(`error ${index}`))

    expect((await server.app.request(url, postJson(twenty))).status).toBe(204)
    const tooMany = await server.app.request(url, postJson([...twenty, report('one more')]))

    expect(tooMany.status).toBe(400)
    expect((await errorBody(tooMany)).error).toContain('expected array to have <=20 items')
    expect(await storedErrors()).toHaveLength(20)
  })

  it('refuses a body over 64 KB with 413 before reading it', async () => {
    const oversized = [{ ...report('error'), data: 'x'.repeat(64 * 1024) }]

    const response = await server.app.request(url, postJson(oversized))

    expect(response.status).toBe(413)
    expect((await errorBody(response)).code).toBe('payloadTooLarge')
    expect(await storedErrors()).toEqual([])
  })

  it('refuses an oversized body sent without a Content-Length, as a stream', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(16 * 1024))
    const body = new ReadableStream({
      start(controller) {
        for (let index = 0; index < 5; index++) controller.enqueue(chunk)
        controller.close()
      },
    })

    const response = await server.app.request(url, withCrumb({ method: 'POST', body, duplex: 'half' } as RequestInit))

    expect(response.status).toBe(413)
  })
})

describe('GET /api/events/RecordJavascriptErrors', () => {
  it('lists the last 100 stored reports, newest first', async () => {
    for (let batch = 0; batch < 6; batch++) {
      const reports = Array.from({ length: 20 }, (_, index) => report(`error ${batch * 20 + index}`))
      await server.app.request(url, postJson(reports))
    }

    const rows = await storedErrors()

    expect(rows).toHaveLength(100)
    expect(rows[0]?.['event']).toBe('error 119')
    expect(rows[99]?.['event']).toBe('error 20')
  })
})
