import { describe, expect, it } from 'vitest'
import { acceptedMetricValue, MAX_METRIC_VALUE, rateMetric, timeSpan } from './metric-values.ts'

describe('acceptedMetricValue', () => {
  it.each([[0], [1.5], [MAX_METRIC_VALUE]])('accepts %d', (value) => {
    expect(acceptedMetricValue(value)).toBe(value)
  })
  it.each([[-1], [MAX_METRIC_VALUE + 1], [Number.NaN], [Number.POSITIVE_INFINITY], ['12'], [null], [undefined]])('drops %j', (value) => {
    expect(acceptedMetricValue(value)).toBeUndefined()
  })
})

describe('timeSpan', () => {
  it('is end minus start when end is not before start', () => {
    expect(timeSpan(100, 350)).toBe(250)
    expect(timeSpan(100, 100)).toBe(0)
  })
  it('is undefined when end is before start', () => {
    expect(timeSpan(350, 100)).toBeUndefined()
  })
})

describe('rateMetric', () => {
  it.each([
    ['LCP', 2500, 'good'],
    ['LCP', 2501, 'needs-improvement'],
    ['LCP', 4000, 'needs-improvement'],
    ['LCP', 4001, 'poor'],
    ['FCP', 1800, 'good'],
    ['FCP', 3001, 'poor'],
    ['CLS', 0.1, 'good'],
    ['CLS', 0.2, 'needs-improvement'],
    ['CLS', 0.26, 'poor'],
    ['FID', 100, 'good'],
    ['FID', 301, 'poor'],
    ['INP', 200, 'good'],
    ['INP', 500, 'needs-improvement'],
    ['INP', 501, 'poor'],
    ['TTFB', 800, 'good'],
    ['TTFB', 1801, 'poor'],
  ] as const)('%s of %d is %s', (name, value, rating) => {
    expect(rateMetric(name, value)).toBe(rating)
  })
})
