import { pageFields, hitData } from './page-fields.ts'
import { postTracking } from './send.ts'
import { trackingEnvironment, type TrackingEnvironment } from './tracking-environment.ts'

export const CENSUS_PATHS = {
  hit: '/api/census/RecordHit',
  buttonClick: '/api/census/button-click',
  buttonRender: '/api/census/button-render',
  formRender: '/api/census/form-render',
  overlay: '/api/census/overlay',
  quickView: '/api/census/RecordQuickView',
} as const

/** The kinds of event a census hit records. */
export const EVENT_KINDS = { pageView: 1, siteSearch: 2, heartbeat: 10, audio: 20, video: 21 } as const

/** The button block's tracking payload; `context` is 1 for a button block, 2 for a popup overlay. */
export interface ButtonPayload {
  id: string
  buttonText: string
  clickthroughUrl: string
  alignment: string | null
  size: string | null
  newWindow: boolean
  context: 1 | 2
}

/**
 * Records this page's hit: a page view, or a site search on /search, whose view is not a normal page view.
 */
export function recordHit(environment: TrackingEnvironment & { visitorCookie: string }): Promise<void> {
  const kind = location.pathname === '/search' ? EVENT_KINDS.siteSearch : EVENT_KINDS.pageView
  return postTracking(CENSUS_PATHS.hit, {
    form: {
      event: String(kind),
      data: JSON.stringify(hitData(environment.context, environment.now())),
      ss_cvr: environment.visitorCookie,
    },
  })
}

/** A census call with the visitor cookie and the page fields, sent only while the visitor is tracked. */
function census(path: string, fields: Record<string, unknown>): Promise<void> {
  const environment = trackingEnvironment()
  if (environment?.visitorCookie === undefined) return Promise.resolve()
  return postTracking(path, { json: { ...fields, visitorCookie: environment.visitorCookie, ...pageFields(environment.context) } })
}

/** Records a click on a tracked button; resolves within 2.5 s whatever happens. */
export function trackButtonClick(button: ButtonPayload): Promise<void> {
  return census(CENSUS_PATHS.buttonClick, { ...button })
}

/** Records that a tracked button was shown. */
export function trackButtonRender(button: ButtonPayload): Promise<void> {
  return census(CENSUS_PATHS.buttonRender, { ...button })
}

/** Records that a form was shown (for `<ss-form>` and `<ss-newsletter>`). */
export function trackFormRender(formId: string): Promise<void> {
  return census(CENSUS_PATHS.formRender, { formId })
}

/** Records an event of the popup overlay (for `<ss-popup>`), e.g. `{ event: 'open' }`. */
export function trackOverlay(event: Record<string, unknown>): Promise<void> {
  return census(CENSUS_PATHS.overlay, event)
}

/** Records that a product's quick view opened. */
export function recordQuickView(id: string): Promise<void> {
  if (trackingEnvironment()?.visitorCookie === undefined) return Promise.resolve()
  return postTracking(`${CENSUS_PATHS.quickView}/${encodeURIComponent(id)}`)
}
