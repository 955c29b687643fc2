/** One item of the JSON array sent to /api/events/RecordJavascriptErrors. */
export interface ErrorReport {
  event: ErrorReportEvent
  data: ErrorReportData
  /** When the error happened, in ms since the epoch. */
  timestamp: number
}

export type ErrorReportEvent = 'javascript-error' | 'unhandled-rejection'

export interface ErrorReportData {
  message: string
  stack: string
  filename: string
  lineno: number
  colno: number
  pageUrl: string
}

export const MAX_STACK_LENGTH = 5000

export interface ErrorSource {
  message: string
  error?: unknown
  filename?: string
  lineno?: number
  colno?: number
}

export function createErrorReport(event: ErrorReportEvent, source: ErrorSource, pageUrl: string, timestamp: number): ErrorReport {
  const stack = source.error instanceof Error ? (source.error.stack ?? '') : ''
  return {
    event,
    data: {
      message: source.message,
      stack: stack.slice(0, MAX_STACK_LENGTH),
      filename: source.filename ?? '',
      lineno: source.lineno ?? 0,
      colno: source.colno ?? 0,
      pageUrl,
    },
    timestamp,
  }
}

/** The message of whatever was thrown or rejected: an Error's message, else its text. */
export function messageOf(thrown: unknown): string {
  try {
    return thrown instanceof Error ? thrown.message : String(thrown)
  } catch {
    // Objects without a usable toString (Object.create(null)) still deserve a report.
    return Object.prototype.toString.call(thrown)
  }
}
