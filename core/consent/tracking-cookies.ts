import { deleteCookieEverywhere } from './cookies.ts'

/** The cookies cleared in restrictive cookie mode. */
export const RESTRICTIVE_MODE_COOKIES = [
  'SS_MATTR',
  'SS_MID',
  'SS_lastvisit',
  'user_segment',
  'ss_cid',
  'ss_cpvisit',
  'ss_cvisit',
  'ss_cvr',
  'ss_cvt',
] as const

/** The visitor tracking cookies; all of them are among those cleared in restrictive mode. */
export const VISITOR_TRACKING_COOKIES = ['ss_cid', 'ss_cpvisit', 'ss_cvisit', 'ss_cvr', 'ss_cvt'] as const

/**
 * Clears every cookie of restrictive mode (the visitor tracking cookies among them) from every domain and
 * path it could have been set on from this page.
 */
export function clearTrackingCookies(doc: Document = document): void {
  for (const name of RESTRICTIVE_MODE_COOKIES) deleteCookieEverywhere(name, doc)
}
