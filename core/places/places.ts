import type { Params } from '../data/request-url.ts'
import { request } from '../data/request.ts'
import type { CallOptions } from '../site-users/site-user-request.ts'

export const PLACES_URLS = {
  autocomplete: '/api/google-maps/places/autocomplete',
  details: '/api/google-maps/places/details',
} as const

/** Where in the product a place lookup happens, for the provider's usage reports. */
export interface TrackingContext {
  productPage: string
  productSection: string
}

/** What is logged when a details call has no complete tracking context. */
export const MISSING_TRACKING_CONTEXT_WARNING =
  'Place details were requested without a tracking context: pass productPage and productSection.'

/** Address suggestions for what the visitor typed (`GET /api/google-maps/places/autocomplete`). */
export function placesAutocomplete<Answer = unknown>(query: Params, options: CallOptions = {}): Promise<Answer> {
  return request({ ...options, url: PLACES_URLS.autocomplete, query })
}

/**
 * A place's details (`GET /api/google-maps/places/details`). The call needs the tracking context, sent with
 * the parameters; without both of its fields it is still made, and a warning is logged.
 */
export function placeDetails<Answer = unknown>(
  params: Params,
  trackingContext: Partial<TrackingContext> | undefined,
  options: CallOptions = {},
): Promise<Answer> {
  if (!hasTrackingContext(trackingContext)) console.warn(MISSING_TRACKING_CONTEXT_WARNING)
  return request({ ...options, url: PLACES_URLS.details, query: { ...params, ...trackingContext } })
}

/** Whether both fields of the tracking context are there and not empty. */
export function hasTrackingContext(context: Partial<TrackingContext> | undefined): context is TrackingContext {
  return Boolean(context?.productPage && context.productSection)
}
