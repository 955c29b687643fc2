/** One request the page tried to send. */
export interface RecordedRequest {
  transport: 'fetch' | 'beacon' | 'xhr'
  method: string
  url: URL
  /** The body as text (form bodies as `a=1&b=2`), '' for none. */
  body: string
  headers: Record<string, string>
}

export interface NetworkRecorder {
  readonly requests: RecordedRequest[]
  /** Requests to `path` (pathname only). */
  to(path: string): RecordedRequest[]
  /** Resource-timing entries the browser made since recording began, whatever sent them. */
  resourcesSince(): string[]
  restore(): void
}

export interface RecorderOptions {
  /** The status answered to fetch and XHR (default 204); a function may pick it per request. */
  status?: number | ((request: RecordedRequest) => number)
  /** The body answered to fetch and XHR. */
  responseBody?: (request: RecordedRequest) => string
  /** What `navigator.sendBeacon` returns; false makes callers fall back to XHR or fetch. */
  beaconAccepted?: boolean
  /** Makes fetch and XHR never answer, so that callers reach their timeouts. */
  hang?: (request: RecordedRequest) => boolean
}

/**
 * Replaces `fetch`, `navigator.sendBeacon` and `XMLHttpRequest` with recorders that answer locally, so that a
 * test sees every request a page makes, and what it would have sent.
 */
export function recordNetwork(options: RecorderOptions = {}): NetworkRecorder {
  const requests: RecordedRequest[] = []
  const startedAt = performance.now()
  const originalFetch = window.fetch
  const originalBeacon = Object.getOwnPropertyDescriptor(Navigator.prototype, 'sendBeacon')
  const OriginalXhr = window.XMLHttpRequest
  const statusOf = (request: RecordedRequest) =>
    typeof options.status === 'function' ? options.status(request) : (options.status ?? 204)
  const record = (request: RecordedRequest) => {
    requests.push(request)
    return request
  }

  window.fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const request = new Request(input, init)
    const recorded = record({
      transport: 'fetch',
      method: request.method,
      url: new URL(request.url),
      body: init.body === undefined || init.body === null ? '' : await new Response(init.body).text(),
      headers: Object.fromEntries(request.headers),
    })
    if (options.hang?.(recorded)) {
      return new Promise<Response>((_, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason)))
    }
    const status = statusOf(recorded)
    const body = status === 204 ? null : (options.responseBody?.(recorded) ?? '')
    return new Response(body, { status })
  }

  Object.defineProperty(Navigator.prototype, 'sendBeacon', {
    configurable: true,
    value(url: string, data?: BodyInit | null) {
      const recorded = record({ transport: 'beacon', method: 'POST', url: new URL(url, location.href), body: '', headers: {} })
      if (data !== undefined && data !== null) void new Response(data).text().then((text) => (recorded.body = text))
      return options.beaconAccepted ?? true
    },
  })

  class RecordingXhr extends EventTarget {
    readyState = 0
    status = 0
    responseText = ''
    timeout = 0
    onload: ((event: Event) => void) | null = null
    onerror: ((event: Event) => void) | null = null
    ontimeout: ((event: Event) => void) | null = null
    onloadend: ((event: Event) => void) | null = null
    onreadystatechange: ((event: Event) => void) | null = null
    #method = 'GET'
    #url = ''
    #headers: Record<string, string> = {}
    open(method: string, url: string) {
      this.#method = method.toUpperCase()
      this.#url = url
      this.readyState = 1
    }
    setRequestHeader(name: string, value: string) {
      this.#headers[name.toLowerCase()] = value
    }
    send(body?: string | null) {
      const recorded = record({
        transport: 'xhr',
        method: this.#method,
        url: new URL(this.#url, location.href),
        body: body ?? '',
        headers: this.#headers,
      })
      if (options.hang?.(recorded)) {
        if (this.timeout > 0) setTimeout(() => this.#finish('timeout'), this.timeout)
        return
      }
      setTimeout(() => {
        this.status = statusOf(recorded)
        this.responseText = options.responseBody?.(recorded) ?? ''
        this.#finish('load')
      })
    }
    abort() {}
    #finish(type: 'load' | 'timeout') {
      this.readyState = 4
      for (const name of ['readystatechange', type, 'loadend']) {
        const event = new Event(name)
        this.dispatchEvent(event)
        ;(this as unknown as Record<string, ((event: Event) => void) | null>)[`on${name}`]?.call(this, event)
      }
    }
  }
  window.XMLHttpRequest = RecordingXhr as unknown as typeof XMLHttpRequest

  return {
    requests,
    to: (path) => requests.filter((request) => request.url.pathname === path),
    resourcesSince: () =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime >= startedAt)
        .map((entry) => entry.name),
    restore() {
      window.fetch = originalFetch
      if (originalBeacon) Object.defineProperty(Navigator.prototype, 'sendBeacon', originalBeacon)
      window.XMLHttpRequest = OriginalXhr
    },
  }
}
