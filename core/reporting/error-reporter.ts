import { readCrumb } from '../data/crumb.ts'
import { credentialsFor } from '../data/request-url.ts'
import { createErrorReport, messageOf, type ErrorReport, type ErrorReportEvent, type ErrorSource } from './error-report.ts'
import { eventsUrl } from './events-url.ts'

export const ERROR_REPORT_PATH = '/api/events/RecordJavascriptErrors'
export const MAX_REPORTS_PER_PAGE = 20
export const MAX_QUEUED_REPORTS = 10
export const ERROR_REPORT_DEBOUNCE_MS = 1000

export interface ErrorReporterOptions {
  /** Defaults to `website.baseUrl` from the page context, else the page's origin. */
  baseUrl?: string
  fetch?: typeof fetch
}

let reportToActiveReporter: ((error: unknown) => void) | undefined

/**
 * Reports uncaught errors and unhandled rejections to the server: at most 20 per page and 10 queued, sent
 * together once no new one has arrived for 1 s. Reporting never fails loudly: a report that cannot be built
 * or sent is dropped. Returns `stop`, which removes the listeners and the pending send.
 */
export function startErrorReporter(options: ErrorReporterOptions = {}): () => void {
  const fetchImpl = options.fetch ?? fetch
  const queue: ErrorReport[] = []
  let accepted = 0
  let timer: ReturnType<typeof setTimeout> | undefined

  const send = () => {
    timer = undefined
    void sendReports(queue.splice(0), fetchImpl, options.baseUrl)
  }
  const capture = (event: ErrorReportEvent, source: ErrorSource) => {
    if (accepted >= MAX_REPORTS_PER_PAGE || queue.length >= MAX_QUEUED_REPORTS) return
    try {
      queue.push(createErrorReport(event, source, location.href, Date.now()))
    } catch {
      return
    }
    accepted += 1
    clearTimeout(timer)
    timer = setTimeout(send, ERROR_REPORT_DEBOUNCE_MS)
  }
  const onError = (event: ErrorEvent) =>
    capture('javascript-error', {
      message: event.message || messageOf(event.error),
      error: event.error,
      filename: event.filename,
      lineno: event.lineno,
      colno: event.colno,
    })
  const onRejection = (event: PromiseRejectionEvent) =>
    capture('unhandled-rejection', { message: messageOf(event.reason), error: event.reason })
  const report = (error: unknown) => capture('javascript-error', { message: messageOf(error), error })

  window.addEventListener('error', onError)
  window.addEventListener('unhandledrejection', onRejection)
  reportToActiveReporter = report

  return function stop() {
    window.removeEventListener('error', onError)
    window.removeEventListener('unhandledrejection', onRejection)
    clearTimeout(timer)
    if (reportToActiveReporter === report) reportToActiveReporter = undefined
  }
}

/** Reports a caught error through the running reporter, under the same limits; does nothing when none runs. */
export function reportError(error: unknown): void {
  reportToActiveReporter?.(error)
}

async function sendReports(reports: ErrorReport[], fetchImpl: typeof fetch, baseUrl: string | undefined): Promise<void> {
  try {
    const crumb = readCrumb()
    const url = eventsUrl(ERROR_REPORT_PATH, baseUrl, crumb)
    const headers: Record<string, string> = { 'Content-Type': 'application/json' }
    if (crumb !== undefined) headers['X-CSRF-Token'] = crumb
    await fetchImpl(url.href, { method: 'POST', headers, body: JSON.stringify(reports), credentials: credentialsFor(url) })
  } catch {
    // A failed report is dropped: reporting it would loop, and visitors must not see it.
  }
}
