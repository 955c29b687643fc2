export { startTracking, stopTracking, type TrackingOptions } from './tracker.ts'
export {
  VISITOR_RECORD_COOKIE,
  VISIT_TIMER_COOKIE,
  VISITOR_RECORD_LIFETIME_MS,
  VISIT_LIFETIME_MS,
  formatVisitorRecord,
  parseVisitTimer,
  parseVisitorRecord,
  recordVisitorHit,
  visitAfterHit,
  type VisitorRecord,
} from './visitor-cookies.ts'
export { isConfigPath, isTrackingActive, isUntrackedPageType } from './tracking-conditions.ts'
export { ANALYTICS_ID_LIFETIME_MS, ANALYTICS_STORAGE_KEYS, analyticsSession, type AnalyticsSession } from './analytics-storage.ts'
export {
  CENSUS_PATHS,
  EVENT_KINDS,
  recordQuickView,
  trackButtonClick,
  trackButtonRender,
  trackFormRender,
  trackOverlay,
  type ButtonPayload,
} from './census.ts'
export { RECORD_EVENT_PATH, recordEvent } from './record-event.ts'
export { EVENTS_V1_PATH, trackEvent, validCommonFields, type AnalyticsEvent, type EventsV1Payload } from './analytics-events.ts'
export { DESIGN_CONFIG_PATH, isDesignConfigPath, routeTags } from './route-tags.ts'
export { ADMIN_EVENTS_CHANNEL } from './admin-channel.ts'
export { TRACKED_BUTTONS, trackButtons } from './button-tracking.ts'
export { TRACKING_TIMEOUT_MS } from './send.ts'
export {
  COLLECTOR_VERSION,
  METRIC_WAIT_MS,
  PERFORMANCE_RECORDS_PATH,
  RECORDS_FLUSH_DELAY_MS,
  startPerformanceCollector,
  type PerformanceRecord,
} from './performance/performance-collector.ts'
export { MAX_METRIC_VALUE, PERFORMANCE_THRESHOLDS, acceptedMetricValue, rateMetric, timeSpan, type MetricName } from './performance/metric-values.ts'
export { PERFORMANCE_SETTINGS_ERRORS, PERFORMANCE_SETTINGS_PATH, fetchPerformanceSettings } from './performance/performance-settings.ts'
