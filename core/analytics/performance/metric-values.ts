/** Metric values are accepted only as numbers from 0 to this. */
export const MAX_METRIC_VALUE = 2147483647

/** Each metric's good and poor thresholds (ms, layout shift unitless). */
export const PERFORMANCE_THRESHOLDS = {
  LCP: { good: 2500, poor: 4000 },
  FCP: { good: 1800, poor: 3000 },
  CLS: { good: 0.1, poor: 0.25 },
  FID: { good: 100, poor: 300 },
  INP: { good: 200, poor: 500 },
  TTFB: { good: 800, poor: 1800 },
} as const

export type MetricName = keyof typeof PERFORMANCE_THRESHOLDS
export type MetricRating = 'good' | 'needs-improvement' | 'poor'

/** `value` when it is a number from 0 to 2147483647; undefined for negative, too large or non-numeric values. */
export function acceptedMetricValue(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= MAX_METRIC_VALUE ? value : undefined
}

/** The time from `start` to `end`, only when `end` is not before `start`. */
export function timeSpan(start: number, end: number): number | undefined {
  return end >= start ? end - start : undefined
}

/** Good up to the good threshold, poor above the poor threshold, needs improvement between. */
export function rateMetric(name: MetricName, value: number): MetricRating {
  const { good, poor } = PERFORMANCE_THRESHOLDS[name]
  return value <= good ? 'good' : value <= poor ? 'needs-improvement' : 'poor'
}
