import { credentialsFor } from '../data/request-url.ts'
import { eventsUrl } from './events-url.ts'

export const TRACE_PATH = '/api/events/Trace'
export const TRACE_FLUSH_INTERVAL_MS = 30_000

/** One item of the list sent to /api/events/Trace. */
export interface TraceEntry {
  pageUrl: string
  type: string
  data: unknown
}

export interface TraceLogger {
  /** Buffers one entry for the next flush. */
  trace(type: string, data?: unknown): void
  /** Sends the buffered entries now; sends nothing when there are none. */
  flush(): void
  /** Stops the periodic and page-hide flushes. */
  stop(): void
}

export interface TraceLoggerOptions {
  /** Defaults to `website.baseUrl` from the page context, else the page's origin. */
  baseUrl?: string
  /** Used when `navigator.sendBeacon` is missing or refuses the data. */
  fetch?: typeof fetch
}

/** Buffers trace entries and sends them every 30 s and when the page is hidden or left. */
export function startTraceLogger(options: TraceLoggerOptions = {}): TraceLogger {
  const buffer: TraceEntry[] = []
  const flush = () => {
    if (buffer.length > 0) sendTraces(buffer.splice(0), options)
  }
  const onVisibilityChange = () => {
    if (document.visibilityState === 'hidden') flush()
  }
  const interval = setInterval(flush, TRACE_FLUSH_INTERVAL_MS)
  window.addEventListener('pagehide', flush)
  document.addEventListener('visibilitychange', onVisibilityChange)

  return {
    trace(type, data) {
      buffer.push({ pageUrl: location.href, type, data })
    },
    flush,
    stop() {
      clearInterval(interval)
      window.removeEventListener('pagehide', flush)
      document.removeEventListener('visibilitychange', onVisibilityChange)
    },
  }
}

function sendTraces(entries: TraceEntry[], options: TraceLoggerOptions): void {
  try {
    const url = eventsUrl(TRACE_PATH, options.baseUrl)
    const body = new URLSearchParams({ data: JSON.stringify(entries) })
    // A beacon survives the page being unloaded; keepalive gives fetch the same chance where beacons are missing.
    if (navigator.sendBeacon?.(url.href, body)) return
    const fetchImpl = options.fetch ?? fetch
    fetchImpl(url.href, { method: 'POST', body, keepalive: true, credentials: credentialsFor(url) }).catch(() => {})
  } catch {
    // Tracing failures are swallowed silently.
  }
}
