// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { startTraceLogger, type TraceLogger } from './trace-logger.ts'

function recordingFetch() {
  const calls: { url: string; init: RequestInit }[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: String(input), init })
    return new Response(null, { status: 204 })
  })
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls }
}

/** Puts a `navigator.sendBeacon` in place that records what it was given and answers `accepted`. */
function stubBeacon(accepted = true) {
  const beacon = vi.fn((_url: string | URL, _data?: BodyInit | null) => accepted)
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true })
  return beacon
}

function sentList(body: unknown) {
  return JSON.parse((body as URLSearchParams).get('data') ?? 'null') as unknown
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true })
  document.dispatchEvent(new Event('visibilitychange'))
}

let logger: TraceLogger | undefined

beforeEach(() => {
  vi.useFakeTimers()
  document.cookie = 'crumb=c7'
})

afterEach(() => {
  logger?.stop()
  logger = undefined
  vi.useRealTimers()
  Reflect.deleteProperty(navigator, 'sendBeacon')
  Reflect.deleteProperty(document, 'visibilityState')
  document.cookie = 'crumb=; expires=Thu, 01 Jan 1970 00:00:00 GMT'
})

describe('startTraceLogger', () => {
  it('flushes the buffer every 30 s through sendBeacon, as form data with the crumb in the URL', async () => {
    const beacon = stubBeacon()
    logger = startTraceLogger()
    logger.trace('gallery-open', { index: 2 })
    logger.trace('lightbox-close')
    await vi.advanceTimersByTimeAsync(29_999)
    expect(beacon).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(beacon).toHaveBeenCalledOnce()
    const [url, body] = beacon.mock.calls[0] ?? []
    expect(url).toBe('http://localhost:3000/api/events/Trace?crumb=c7')
    expect(body).toBeInstanceOf(URLSearchParams)
    expect(sentList(body)).toEqual([
      { pageUrl: 'http://localhost:3000/', type: 'gallery-open', data: { index: 2 } },
      { pageUrl: 'http://localhost:3000/', type: 'lightbox-close' },
    ])
  })

  it('sends each entry once: the next interval with nothing new sends nothing', async () => {
    const beacon = stubBeacon()
    logger = startTraceLogger()
    logger.trace('a', 1)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(beacon).toHaveBeenCalledOnce()
    logger.trace('b', 2)
    await vi.advanceTimersByTimeAsync(30_000)
    expect(beacon).toHaveBeenCalledTimes(2)
    expect(sentList(beacon.mock.calls[1]?.[1])).toEqual([{ pageUrl: 'http://localhost:3000/', type: 'b', data: 2 }])
  })

  it('flushes on pagehide', () => {
    const beacon = stubBeacon()
    logger = startTraceLogger()
    logger.trace('a', 1)
    window.dispatchEvent(new Event('pagehide'))
    expect(beacon).toHaveBeenCalledOnce()
  })

  it('flushes when the page becomes hidden, not when it becomes visible', () => {
    const beacon = stubBeacon()
    logger = startTraceLogger()
    logger.trace('a', 1)
    setVisibility('visible')
    expect(beacon).not.toHaveBeenCalled()
    setVisibility('hidden')
    expect(beacon).toHaveBeenCalledOnce()
  })

  it('falls back to a keepalive fetch when sendBeacon is missing', () => {
    const { fetch, calls } = recordingFetch()
    logger = startTraceLogger({ fetch })
    logger.trace('a', 1)
    logger.flush()
    expect(calls).toHaveLength(1)
    expect(calls[0]?.url).toBe('http://localhost:3000/api/events/Trace?crumb=c7')
    expect(calls[0]?.init).toMatchObject({ method: 'POST', keepalive: true })
    expect(sentList(calls[0]?.init.body)).toEqual([{ pageUrl: 'http://localhost:3000/', type: 'a', data: 1 }])
  })

  it('falls back to a keepalive fetch when sendBeacon refuses the data', () => {
    const beacon = stubBeacon(false)
    const { fetch, calls } = recordingFetch()
    logger = startTraceLogger({ fetch })
    logger.trace('a', 1)
    logger.flush()
    expect(beacon).toHaveBeenCalledOnce()
    expect(calls).toHaveLength(1)
  })

  it('swallows a failing fallback fetch', async () => {
    const fetch = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')))
    logger = startTraceLogger({ fetch: fetch as unknown as typeof globalThis.fetch })
    logger.trace('a', 1)
    expect(() => logger?.flush()).not.toThrow()
    await vi.advanceTimersByTimeAsync(0)
    expect(fetch).toHaveBeenCalledOnce()
  })

  it('sends nothing when the buffer is empty', async () => {
    const beacon = stubBeacon()
    const { fetch, calls } = recordingFetch()
    logger = startTraceLogger({ fetch })
    await vi.advanceTimersByTimeAsync(90_000)
    window.dispatchEvent(new Event('pagehide'))
    logger.flush()
    expect(beacon).not.toHaveBeenCalled()
    expect(calls).toHaveLength(0)
  })

  it('stop() releases the interval and the page-hide listeners', async () => {
    const beacon = stubBeacon()
    logger = startTraceLogger()
    logger.trace('a', 1)
    logger.stop()
    await vi.advanceTimersByTimeAsync(90_000)
    window.dispatchEvent(new Event('pagehide'))
    setVisibility('hidden')
    expect(beacon).not.toHaveBeenCalled()
  })
})
