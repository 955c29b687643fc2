import { pageContext, type PageContext } from '../context/page-context.ts'
import { readConsent } from '../consent/consent-cookie.ts'
import { pageCookieModeIsRestrictive } from '../consent/cookie-mode.ts'
import { clearTrackingCookies } from '../consent/tracking-cookies.ts'
import { analyticsSession, forgetAnalyticsSession } from './analytics-storage.ts'
import { trackButtons } from './button-tracking.ts'
import { recordHit } from './census.ts'
import { startPerformanceCollector, type PerformanceCollectorOptions } from './performance/performance-collector.ts'
import { isTrackingActive } from './tracking-conditions.ts'
import { setTrackingEnvironment } from './tracking-environment.ts'
import { recordVisitorHit } from './visitor-cookies.ts'

export interface TrackingOptions {
  context?: PageContext
  /** The clock of visit counting; `Date.now` by default. */
  now?: () => number
  /** Passed to the performance collector. */
  performance?: PerformanceCollectorOptions
}

let stopRunning: (() => void) | undefined

/**
 * Starts consent-gated tracking on the page. In restrictive cookie mode (a cloneable site, or a restrictive
 * policy without the visitor's consent) nothing is sent or stored, and the tracking cookies are cleared;
 * tracking starts when the visitor accepts (`ss-consent`) and stops, clearing them again, when they decline.
 * Otherwise analytics events may be sent, and a visitor is tracked: the visit cookies, the census hit, the
 * button links and the performance collector. Returns `stop`; a second call while running returns the same
 * `stop`.
 */
export function startTracking(options: TrackingOptions = {}): () => void {
  if (stopRunning) return stopRunning
  const context = options.context ?? pageContext()
  const now = options.now ?? Date.now
  let stopTracked: (() => void) | undefined

  const begin = () => {
    const session = analyticsSession(now(), undefined, context.appDomain ?? undefined)
    if (!isTrackingActive(context)) {
      setTrackingEnvironment({ context, session, visitorCookie: undefined, now })
      return () => setTrackingEnvironment(undefined)
    }
    const environment = { context, session, visitorCookie: recordVisitorHit(now()), now }
    setTrackingEnvironment(environment)
    void recordHit(environment)
    const stops = [trackButtons(), startPerformanceCollector(options.performance)]
    return () => {
      setTrackingEnvironment(undefined)
      for (const stop of stops) stop()
    }
  }
  const evaluate = () => {
    const restrictive = pageCookieModeIsRestrictive(context, readConsent())
    if (restrictive) {
      stopTracked?.()
      stopTracked = undefined
      clearTrackingCookies()
      forgetAnalyticsSession()
    } else {
      stopTracked ??= begin()
    }
  }

  window.addEventListener('ss-consent', evaluate)
  evaluate()
  stopRunning = () => {
    window.removeEventListener('ss-consent', evaluate)
    stopTracked?.()
    stopTracked = undefined
    stopRunning = undefined
  }
  return stopRunning
}

/** Stops what `startTracking()` started. */
export function stopTracking(): void {
  stopRunning?.()
}
