import { deleteCookieEverywhere } from './cookies.ts'

/** The cookies cleared in restrictive cookie mode, 000 §7. */
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

/** The visitor tracking cookies that 002 §4 clears in restrictive mode; all of them are in the list of 000 §7. */
export const VISITOR_TRACKING_COOKIES = ['ss_cid', 'ss_cpvisit', 'ss_cvisit', 'ss_cvr', 'ss_cvt'] as const

/**
 * Clears every tracking cookie of 000 §7 (which holds those of 002 §4) from every domain and path it could
 * have been set on from this page.
 */
export function clearTrackingCookies(doc: Document = document): void {
  for (const name of RESTRICTIVE_MODE_COOKIES) deleteCookieEverywhere(name, doc)
}
