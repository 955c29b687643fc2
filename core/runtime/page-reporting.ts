import { startErrorReporter } from '../reporting/error-reporter.ts'
import { startPageTrace } from './page-trace.ts'

/** Starts the error reporter and the trace logger of a site's page; returns `stop`. */
export function startPageReporting(): () => void {
  const stops = [startErrorReporter(), startPageTrace()]
  return () => {
    for (const stop of stops.reverse()) stop()
  }
}
