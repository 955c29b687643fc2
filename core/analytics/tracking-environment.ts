import type { PageContext } from '../context/page-context.ts'
import type { AnalyticsSession } from './analytics-storage.ts'

/**
 * What tracking calls need once tracking runs on the page, which is when cookies are not in restrictive mode:
 * analytics events from then on; visitor tracking (census calls) only for a visitor.
 */
export interface TrackingEnvironment {
  context: PageContext
  session: AnalyticsSession
  /** The `ss_cvr` value of this page's hit; undefined when the viewer is not tracked as a visitor. */
  visitorCookie: string | undefined
  now: () => number
}

let current: TrackingEnvironment | undefined

/** The environment while tracking runs (consent given where needed); undefined otherwise, and then nothing is sent. */
export function trackingEnvironment(): TrackingEnvironment | undefined {
  return current
}

export function setTrackingEnvironment(environment: TrackingEnvironment | undefined): void {
  current = environment
}
