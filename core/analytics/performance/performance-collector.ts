import { onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals'
import { reportError } from '../../reporting/error-reporter.ts'
import { beaconOrXhr } from '../send.ts'
import { acceptedMetricValue, rateMetric, timeSpan, type MetricName } from './metric-values.ts'
import { fetchPerformanceSettings, type PerformanceSettings } from './performance-settings.ts'

export const PERFORMANCE_RECORDS_PATH = '/api/1/performance/records'
/** Records go 30 s after load, or when the page is hidden; metrics are awaited 60 s at most. */
export const RECORDS_FLUSH_DELAY_MS = 30_000
export const METRIC_WAIT_MS = 60_000
export const COLLECTOR_VERSION = '4.8.0'
export const PERFORMANCE_APP = 'ss-elements'

export type PerformanceEvent = 'page_speed' | 'image' | 'user'

/** One item of the list sent to `/api/1/performance/records`. */
export interface PerformanceRecord {
  app: string
  event: PerformanceEvent
  data: Record<string, unknown>
  pageLoadId: string
  ts: number
  /** True for a browser timing as measured (an image load, a measure of the page's own); false for a Web Vital. */
  raw: boolean
}

/** Calls `report` with each metric's latest value; by default the Web Vitals of `web-vitals` and the first input delay. */
export type MetricSource = (report: (name: MetricName, value: number) => void) => () => void

export interface PerformanceCollectorOptions {
  settings?: () => Promise<PerformanceSettings>
  metrics?: MetricSource
  now?: () => number
}

/**
 * The performance collector: fetches its settings and page-load id (reporting any failure to the error
 * reporter and stopping), then collects the Web Vitals, image loads from the known image hosts and the page's
 * own measures, and sends them in batches by beacon 30 s after load, when the page is hidden, and a last time
 * 60 s after load. Returns `stop`.
 */
export function startPerformanceCollector(options: PerformanceCollectorOptions = {}): () => void {
  const now = options.now ?? Date.now
  const cleanups: Array<() => void> = []
  let stopped = false
  const stop = () => {
    stopped = true
    for (const cleanup of cleanups.splice(0)) cleanup()
  }

  ;(options.settings ?? fetchPerformanceSettings)().then(
    (settings) => {
      if (stopped) return
      const batch = createBatch(settings, now)
      cleanups.push((options.metrics ?? webVitals)((name, value) => batch.addMetric(name, value)))
      const flush = () => batch.flush()
      const onHidden = () => document.visibilityState === 'hidden' && flush()
      document.addEventListener('visibilitychange', onHidden)
      window.addEventListener('pagehide', flush)
      const timers = afterLoad(() => [setTimeout(flush, RECORDS_FLUSH_DELAY_MS), setTimeout(() => (flush(), stop()), METRIC_WAIT_MS)])
      cleanups.push(() => {
        document.removeEventListener('visibilitychange', onHidden)
        window.removeEventListener('pagehide', flush)
        timers.cancel()
      })
    },
    (error: Error) => {
      if (!stopped) reportError(error)
    },
  )
  return stop
}

/** The records waiting to be sent: the latest value of each metric, and entries of the page not sent yet. */
function createBatch(settings: PerformanceSettings, now: () => number) {
  const record = (event: PerformanceEvent, data: Record<string, unknown>, raw: boolean): PerformanceRecord => ({
    app: PERFORMANCE_APP,
    event,
    data: { ...data, collectorVersion: COLLECTOR_VERSION },
    pageLoadId: settings.pageLoadId,
    ts: now(),
    raw,
  })
  const metrics = new Map<MetricName, PerformanceRecord>()
  const sentEntries = new WeakSet<PerformanceEntry>()

  const entryRecords = (): PerformanceRecord[] => {
    const fresh = (entry: PerformanceEntry) => !sentEntries.has(entry) && (sentEntries.add(entry), true)
    const images = performance
      .getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'img' && settings.imageHosts.includes(new URL(entry.name).host))
      .filter(fresh)
      .flatMap((entry) => {
        const duration = acceptedMetricValue(timeSpan(entry.startTime, (entry as PerformanceResourceTiming).responseEnd))
        return duration === undefined ? [] : [record('image', { url: entry.name, duration }, true)]
      })
    const measures = performance
      .getEntriesByType('measure')
      .filter(fresh)
      .flatMap((entry) => {
        const duration = acceptedMetricValue(entry.duration)
        return duration === undefined ? [] : [record('user', { name: entry.name, duration }, true)]
      })
    return [...images, ...measures]
  }

  return {
    addMetric(name: MetricName, value: number) {
      const accepted = acceptedMetricValue(value)
      if (accepted !== undefined) metrics.set(name, record('page_speed', { metric: name, value: accepted, rating: rateMetric(name, accepted) }, false))
    },
    flush() {
      const records = [...metrics.values(), ...entryRecords()]
      metrics.clear()
      if (records.length > 0) beaconOrXhr(PERFORMANCE_RECORDS_PATH, JSON.stringify(records))
    },
  }
}

/** Starts `schedule` once the page has loaded; `cancel` clears what it scheduled, or stops it from starting. */
function afterLoad(schedule: () => Array<ReturnType<typeof setTimeout>>) {
  let timers: Array<ReturnType<typeof setTimeout>> = []
  const start = () => (timers = schedule())
  if (document.readyState === 'complete') start()
  else window.addEventListener('load', start, { once: true })
  return {
    cancel() {
      window.removeEventListener('load', start)
      for (const timer of timers) clearTimeout(timer)
    },
  }
}

/** The Web Vitals (each change of each), and the first input delay, which `web-vitals` 4+ no longer reports. */
const webVitals: MetricSource = (report) => {
  let active = true
  const forward = (name: MetricName) => (metric: { value: number }) => active && report(name, metric.value)
  onLCP(forward('LCP'), { reportAllChanges: true })
  onFCP(forward('FCP'), { reportAllChanges: true })
  onCLS(forward('CLS'), { reportAllChanges: true })
  onINP(forward('INP'), { reportAllChanges: true })
  onTTFB(forward('TTFB'), { reportAllChanges: true })
  let observer: PerformanceObserver | undefined
  try {
    observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[]) {
        const delay = timeSpan(entry.startTime, entry.processingStart)
        if (active && delay !== undefined) report('FID', delay)
      }
    })
    observer.observe({ type: 'first-input', buffered: true })
  } catch {
    // No first-input entries in this browser (WebKit).
  }
  return () => {
    active = false
    observer?.disconnect()
  }
}
