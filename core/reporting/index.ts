export {
  startErrorReporter,
  reportError,
  ERROR_REPORT_PATH,
  MAX_REPORTS_PER_PAGE,
  MAX_QUEUED_REPORTS,
  ERROR_REPORT_DEBOUNCE_MS,
  type ErrorReporterOptions,
} from './error-reporter.ts'
export { MAX_STACK_LENGTH, type ErrorReport, type ErrorReportData, type ErrorReportEvent } from './error-report.ts'
export {
  startTraceLogger,
  TRACE_PATH,
  TRACE_FLUSH_INTERVAL_MS,
  type TraceEntry,
  type TraceLogger,
  type TraceLoggerOptions,
} from './trace-logger.ts'
