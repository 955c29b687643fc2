import { startTraceLogger, type TraceLogger } from '../reporting/trace-logger.ts'

let logger: TraceLogger | undefined

/** Records an entry for `/api/events/Trace` while the page runtime runs; does nothing otherwise. */
export function trace(type: string, data?: unknown): void {
  logger?.trace(type, data)
}

/** Starts the page's trace logger; the returned function sends what is buffered and stops it. */
export function startPageTrace(): () => void {
  const started = startTraceLogger()
  logger = started
  return () => {
    started.flush()
    started.stop()
    if (logger === started) logger = undefined
  }
}
