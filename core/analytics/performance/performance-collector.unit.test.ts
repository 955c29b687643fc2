// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { MetricName } from './metric-values.ts'
import { METRIC_WAIT_MS, RECORDS_FLUSH_DELAY_MS, startPerformanceCollector, type PerformanceRecord } from './performance-collector.ts'

vi.mock('../../reporting/error-reporter.ts', () => ({ reportError: vi.fn() }))
const { reportError } = await import('../../reporting/error-reporter.ts')

let sent: PerformanceRecord[][]
let report: (name: MetricName, value: number) => void

function collector(settings: () => Promise<{ pageLoadId: string; imageHosts: string[] }> = async () => ({ pageLoadId: 'load-1', imageHosts: [] })) {
  return startPerformanceCollector({
    settings,
    now: () => 1_700_000_000_000,
    metrics: (callback) => {
      report = callback
      return () => {}
    },
  })
}

const flushes = () => sent.map((records) => records.map((record) => [record.event, record.data['metric'], record.data['value']]))

describe('the performance collector', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    sent = []
    Object.defineProperty(navigator, 'sendBeacon', {
      configurable: true,
      value: (url: string, body: Blob) => {
        expect(new URL(url).pathname).toBe('/api/1/performance/records')
        void body.text().then((text) => sent.push(JSON.parse(text)))
        return true
      },
    })
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.mocked(reportError).mockClear()
  })

  it('sends the latest value of each metric by beacon 30 s after load, with its rating and the page-load id', async () => {
    const stop = collector()
    await vi.advanceTimersByTimeAsync(0)
    report('LCP', 1200)
    report('LCP', 2600)
    report('CLS', 0.3)
    await vi.advanceTimersByTimeAsync(RECORDS_FLUSH_DELAY_MS - 1)
    expect(sent).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(sent).toHaveLength(1)
    expect(sent[0]).toEqual([
      { app: 'ss-elements', event: 'page_speed', data: { metric: 'LCP', value: 2600, rating: 'needs-improvement', collectorVersion: '4.8.0' }, pageLoadId: 'load-1', ts: 1_700_000_000_000, raw: false },
      { app: 'ss-elements', event: 'page_speed', data: { metric: 'CLS', value: 0.3, rating: 'poor', collectorVersion: '4.8.0' }, pageLoadId: 'load-1', ts: 1_700_000_000_000, raw: false },
    ])
    stop()
  })

  it('drops values below 0 or above 2147483647', async () => {
    const stop = collector()
    await vi.advanceTimersByTimeAsync(0)
    report('TTFB', -3)
    report('INP', 2147483648)
    report('FCP', 900)
    await vi.advanceTimersByTimeAsync(RECORDS_FLUSH_DELAY_MS)
    expect(flushes()).toEqual([[['page_speed', 'FCP', 900]]])
    stop()
  })

  it('sends when the page is hidden, then only what changed, and stops waiting for metrics 60 s after load', async () => {
    const stop = collector()
    await vi.advanceTimersByTimeAsync(0)
    report('FCP', 900)
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' })
    document.dispatchEvent(new Event('visibilitychange'))
    delete (document as { visibilityState?: string }).visibilityState
    report('INP', 120)
    await vi.advanceTimersByTimeAsync(RECORDS_FLUSH_DELAY_MS)
    report('CLS', 0.01)
    await vi.advanceTimersByTimeAsync(METRIC_WAIT_MS - RECORDS_FLUSH_DELAY_MS)
    report('LCP', 1000)
    await vi.advanceTimersByTimeAsync(METRIC_WAIT_MS)
    window.dispatchEvent(new Event('pagehide'))
    expect(flushes()).toEqual([[['page_speed', 'FCP', 900]], [['page_speed', 'INP', 120]], [['page_speed', 'CLS', 0.01]]])
    stop()
  })

  it('sends image loads from the hosts the settings name, and the page’s own measures, once each', async () => {
    const entries = {
      resource: [
        { name: 'https://images.example.com/a.jpg', initiatorType: 'img', startTime: 100, responseEnd: 340 },
        { name: 'https://elsewhere.example/b.jpg', initiatorType: 'img', startTime: 100, responseEnd: 200 },
        { name: 'https://images.example.com/c.js', initiatorType: 'script', startTime: 100, responseEnd: 200 },
        { name: 'https://images.example.com/d.jpg', initiatorType: 'img', startTime: 500, responseEnd: 400 },
      ],
      measure: [{ name: 'hero-ready', duration: 75 }],
    } as unknown as Record<string, PerformanceEntry[]>
    const getEntries = vi.spyOn(performance, 'getEntriesByType').mockImplementation((type) => entries[type] ?? [])
    try {
      const stop = collector(async () => ({ pageLoadId: 'load-1', imageHosts: ['images.example.com'] }))
      await vi.advanceTimersByTimeAsync(RECORDS_FLUSH_DELAY_MS)
      await vi.advanceTimersByTimeAsync(METRIC_WAIT_MS)
      expect(sent.map((records) => records.map((record) => [record.event, record.data, record.raw]))).toEqual([
        [
          ['image', { url: 'https://images.example.com/a.jpg', duration: 240, collectorVersion: '4.8.0' }, true],
          ['user', { name: 'hero-ready', duration: 75, collectorVersion: '4.8.0' }, true],
        ],
      ])
      stop()
    } finally {
      getEntries.mockRestore()
    }
  })

  it('sends nothing when nothing was measured', async () => {
    const stop = collector()
    await vi.advanceTimersByTimeAsync(METRIC_WAIT_MS)
    expect(sent).toEqual([])
    stop()
  })

  it('reports a settings failure to the error reporter and collects nothing', async () => {
    const failure = new Error('Unable to resolve pageLoadId')
    const stop = collector(() => Promise.reject(failure))
    await vi.advanceTimersByTimeAsync(METRIC_WAIT_MS)
    expect(reportError).toHaveBeenCalledWith(failure)
    expect(sent).toEqual([])
    stop()
  })

  it('stop() before the settings arrive starts nothing', async () => {
    let metricsStarted = false
    const stop = startPerformanceCollector({
      settings: async () => ({ pageLoadId: 'load-1', imageHosts: [] }),
      metrics: () => ((metricsStarted = true), () => {}),
    })
    stop()
    await vi.advanceTimersByTimeAsync(METRIC_WAIT_MS)
    expect(metricsStarted).toBe(false)
  })
})
