// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { showSystemErrorOverlay } from '../runtime/system-error-overlay.ts'
import type { ErrorReport } from './error-report.ts'
import { reportError, startErrorReporter } from './error-reporter.ts'

vi.mock('../runtime/system-error-overlay.ts', () => ({ showSystemErrorOverlay: vi.fn() }))

const NOW = Date.UTC(2025, 0, 2, 3, 4, 5)

function recordingFetch(reply: () => Promise<Response> = async () => new Response(null, { status: 204 })) {
  const calls: { url: URL; init: RequestInit }[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: new URL(String(input)), init })
    return reply()
  })
  const reports = (index: number) => JSON.parse(String(calls[index]?.init.body)) as ErrorReport[]
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls, reports }
}

function throwError(message: string, error: unknown = new Error(message)) {
  window.dispatchEvent(new ErrorEvent('error', { message: `Uncaught Error: ${message}`, error, filename: 'https://cdn.example/app.js', lineno: 12, colno: 34 }))
}

function rejectUnhandled(reason: unknown) {
  window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason }))
}

let stop: (() => void) | undefined

beforeEach(() => {
  vi.useFakeTimers({ now: NOW })
  document.cookie = 'crumb=tok3n'
})

afterEach(() => {
  stop?.()
  stop = undefined
  vi.useRealTimers()
  document.cookie = 'crumb=; expires=Thu, 01 Jan 1970 00:00:00 GMT'
})

describe('startErrorReporter', () => {
  it('sends a burst of 5 errors in 300 ms as one POST, 1 s after the last', async () => {
    const { fetch, calls, reports } = recordingFetch()
    stop = startErrorReporter({ fetch })
    for (let i = 0; i < 5; i++) {
      throwError(`e${i}`)
      await vi.advanceTimersByTimeAsync(75)
    }
    await vi.advanceTimersByTimeAsync(1000 - 75 - 1)
    expect(calls).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(calls).toHaveLength(1)
    expect(reports(0).map((report) => report.data.message)).toEqual([0, 1, 2, 3, 4].map((i) => `Uncaught Error: e${i}`))
  })

  it('POSTs a JSON array of {event, data, timestamp} with the crumb as CSRF header and in the query', async () => {
    const { fetch, calls, reports } = recordingFetch()
    stop = startErrorReporter({ fetch })
    const error = new Error('boom')
    throwError('boom', error)
    await vi.advanceTimersByTimeAsync(1000)
    expect(calls[0]?.url.href).toBe('http://localhost:3000/api/events/RecordJavascriptErrors?crumb=tok3n')
    expect(calls[0]?.init.method).toBe('POST')
    expect(calls[0]?.init.headers).toEqual({ 'Content-Type': 'application/json', 'X-CSRF-Token': 'tok3n' })
    expect(reports(0)).toEqual([
      {
        event: 'javascript-error',
        data: {
          message: 'Uncaught Error: boom',
          stack: error.stack,
          filename: 'https://cdn.example/app.js',
          lineno: 12,
          colno: 34,
          pageUrl: 'http://localhost:3000/',
        },
        timestamp: NOW,
      },
    ])
  })

  it('sends to website base URL when one is given', async () => {
    const { fetch, calls } = recordingFetch()
    stop = startErrorReporter({ fetch, baseUrl: 'https://site.example.org' })
    throwError('x')
    await vi.advanceTimersByTimeAsync(1000)
    expect(calls[0]?.url.origin).toBe('https://site.example.org')
    expect(calls[0]?.init.credentials).toBe('include')
  })

  it('cuts a stack at 5,000 characters', async () => {
    const { fetch, reports } = recordingFetch()
    stop = startErrorReporter({ fetch })
    const error = new Error('deep')
    error.stack = 'a'.repeat(4990) + 'b'.repeat(1000)
    throwError('deep', error)
    await vi.advanceTimersByTimeAsync(1000)
    expect(reports(0)[0]?.data.stack).toBe('a'.repeat(4990) + 'b'.repeat(10))
  })

  it('reports unhandled rejections and manual reports', async () => {
    const { fetch, reports } = recordingFetch()
    stop = startErrorReporter({ fetch })
    rejectUnhandled(new TypeError('x is not a function'))
    rejectUnhandled('plain reason')
    reportError(new RangeError('caught here'))
    await vi.advanceTimersByTimeAsync(1000)
    expect(reports(0).map(({ event, data }) => [event, data.message])).toEqual([
      ['unhandled-rejection', 'x is not a function'],
      ['unhandled-rejection', 'plain reason'],
      ['javascript-error', 'caught here'],
    ])
    expect(reports(0)[1]?.data).toMatchObject({ stack: '', filename: '', lineno: 0, colno: 0 })
  })

  it('queues at most 10 reports, dropping the newer ones', async () => {
    const { fetch, calls, reports } = recordingFetch()
    stop = startErrorReporter({ fetch })
    for (let i = 0; i < 12; i++) throwError(`e${i}`)
    await vi.advanceTimersByTimeAsync(1000)
    expect(calls).toHaveLength(1)
    expect(reports(0).map((report) => report.data.message)).toEqual(
      [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((i) => `Uncaught Error: e${i}`),
    )
  })

  it('sends at most 20 reports per page; the 21st and later are dropped', async () => {
    const { fetch, calls, reports } = recordingFetch()
    stop = startErrorReporter({ fetch })
    for (let burst = 0; burst < 3; burst++) {
      for (let i = 0; i < 8; i++) throwError(`b${burst}e${i}`)
      await vi.advanceTimersByTimeAsync(1000)
    }
    throwError('late')
    await vi.advanceTimersByTimeAsync(5000)
    expect(calls.map((_, index) => reports(index).length)).toEqual([8, 8, 4])
    expect(reports(2).at(-1)?.data.message).toBe('Uncaught Error: b2e3')
  })

  it('swallows a failed send: nothing is thrown, reported again or shown', async () => {
    const { fetch, calls } = recordingFetch(() => Promise.reject(new TypeError('Failed to fetch')))
    stop = startErrorReporter({ fetch })
    throwError('first')
    await vi.advanceTimersByTimeAsync(1000)
    await vi.advanceTimersByTimeAsync(5000)
    expect(calls).toHaveLength(1)
    expect(showSystemErrorOverlay).not.toHaveBeenCalled()
  })

  it('ignores an error status from the server', async () => {
    const { fetch, calls } = recordingFetch(async () => new Response('{"error":"nope"}', { status: 500 }))
    stop = startErrorReporter({ fetch })
    throwError('first')
    await vi.advanceTimersByTimeAsync(6000)
    expect(calls).toHaveLength(1)
    expect(showSystemErrorOverlay).not.toHaveBeenCalled()
  })

  it('sends no CSRF header when there is no crumb cookie', async () => {
    document.cookie = 'crumb=; expires=Thu, 01 Jan 1970 00:00:00 GMT'
    const { fetch, calls } = recordingFetch()
    stop = startErrorReporter({ fetch })
    throwError('x')
    await vi.advanceTimersByTimeAsync(1000)
    expect(calls[0]?.init.headers).toEqual({ 'Content-Type': 'application/json' })
    expect(calls[0]?.url.search).toBe('')
  })

  it('stop() removes the listeners and the pending send', async () => {
    const { fetch, calls } = recordingFetch()
    const bystander = vi.fn()
    window.addEventListener('error', bystander)
    const stopReporter = startErrorReporter({ fetch })
    throwError('pending')
    stopReporter()
    throwError('after stop')
    rejectUnhandled('after stop')
    reportError(new Error('after stop'))
    await vi.advanceTimersByTimeAsync(5000)
    window.removeEventListener('error', bystander)
    expect(bystander).toHaveBeenCalledTimes(2)
    expect(calls).toHaveLength(0)
  })
})
