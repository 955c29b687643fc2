import { broadcastAdminEvent, holdsAdminPermission } from './admin-channel.ts'
import { memberAccountId } from './record-event.ts'
import { routeTags } from './route-tags.ts'
import { beaconOrXhr } from './send.ts'
import { trackingEnvironment, type TrackingEnvironment } from './tracking-environment.ts'

export const EVENTS_V1_PATH = '/api/v1/events'

/** An analytics event: its common fields (strings or null), its own data, and the schema naming that data. */
export interface AnalyticsEvent {
  customSchemaName: string
  common: Record<string, unknown>
  custom?: Record<string, unknown>
}

/** The body of `POST /api/v1/events`. */
export interface EventsV1Payload {
  analyticsId: string
  commonData: string
  customData: string
  customSchemaName: string
}

/** Common fields must be strings, some may be null; any other value is dropped with a warning. */
export function validCommonFields(fields: Record<string, unknown>): Record<string, string | null> {
  const valid: Record<string, string | null> = {}
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === 'string' || value === null) valid[key] = value
    else console.warn(`ss-elements: analytics field ${key} was dropped: expected a string or null, received ${typeof value}`)
  }
  return valid
}

/** The fields every event gets: window size, language, page host, path, query, referrer, time and ids. */
export function automaticFields(environment: TrackingEnvironment, win: Window = window): Record<string, string | null> {
  const { context, session } = environment
  return {
    window_size: `${win.innerWidth}x${win.innerHeight}`,
    language: win.navigator.language,
    page_host: win.location.host,
    page_path: win.location.pathname,
    page_query: win.location.search,
    referrer: win.document.referrer || null,
    client_timestamp: new Date(environment.now()).toISOString(),
    marketing_id: session.marketingId ?? null,
    website_id: context.website?.id ?? null,
    template_id: context.templateId ?? null,
    member_account_id: memberAccountId(context),
    user_session_id: session.sessionId,
  }
}

/**
 * Sends an analytics event to the events service while tracking runs, tagged by its route (`routeTags`), by beacon, else by XHR, where only 200
 * and 202 are success. Admin-permission holders also broadcast it to their other tabs.
 */
export function trackEvent(event: AnalyticsEvent): void {
  const environment = trackingEnvironment()
  if (!environment) {
    console.warn('Event is firing before the environment is initialized!')
    return
  }
  const payload: EventsV1Payload = {
    analyticsId: environment.session.analyticsId,
    commonData: JSON.stringify({
      ...routeTags(location.pathname),
      ...validCommonFields(event.common),
      ...automaticFields(environment),
    }),
    customData: JSON.stringify(event.custom ?? {}),
    customSchemaName: event.customSchemaName,
  }
  beaconOrXhr(EVENTS_V1_PATH, JSON.stringify(payload), (status) => {
    if (status !== 200 && status !== 202) console.warn(`Error tracking event: HTTP Status ${status}`)
  })
  if (holdsAdminPermission(environment.context)) broadcastAdminEvent(payload)
}
