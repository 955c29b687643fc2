// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fetchPerformanceSettings, PERFORMANCE_SETTINGS_TIMEOUT_MS } from './performance-settings.ts'

const answer = (status: number, body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { status }))

describe('fetchPerformanceSettings', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  it('GETs /api/1/performance/settings and gives the page-load id', async () => {
    const fetch = answer(200, { pageLoadId: 'load-1' })
    vi.stubGlobal('fetch', fetch)
    await expect(fetchPerformanceSettings()).resolves.toEqual({ pageLoadId: 'load-1', imageHosts: [] })
    expect(new URL(String(fetch.mock.calls[0]![0 as never])).pathname).toBe('/api/1/performance/settings')
  })

  it('keeps the image hosts the server names', async () => {
    vi.stubGlobal('fetch', answer(200, { pageLoadId: 'load-1', imageHosts: ['images.example.com'] }))
    await expect(fetchPerformanceSettings()).resolves.toMatchObject({ imageHosts: ['images.example.com'] })
  })

  it.each([[500], [204], [404]])('rejects a %d with "XHR request DONE with unexpected status"', async (status) => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(null, { status })))
    await expect(fetchPerformanceSettings()).rejects.toThrow(/^XHR request DONE with unexpected status$/)
  })

  it.each([[{}], [{ pageLoadId: '' }], [{ pageLoadId: 7 }], ['not json']])('rejects %j with "Unable to resolve pageLoadId"', async (body) => {
    vi.stubGlobal('fetch', answer(200, body))
    await expect(fetchPerformanceSettings()).rejects.toThrow(/^Unable to resolve pageLoadId$/)
  })

  it('rejects with "Metric settings request timeout" after 30 s without an answer', async () => {
    vi.useFakeTimers()
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => new Promise((_, reject) => init.signal!.addEventListener('abort', () => reject(new Error('aborted'))))),
    )
    const settings = fetchPerformanceSettings()
    const outcome = settings.catch((error: Error) => error.message)
    await vi.advanceTimersByTimeAsync(PERFORMANCE_SETTINGS_TIMEOUT_MS - 1)
    let settled = false
    void outcome.then(() => (settled = true))
    await Promise.resolve()
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await expect(outcome).resolves.toBe('Metric settings request timeout')
  })
})
