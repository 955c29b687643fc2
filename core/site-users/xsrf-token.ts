import { setSessionHeader } from '../data/session-headers.ts'
import { sessionValues } from '../storage/session-values.ts'

/** The header that carries the login's `xsrfToken` on every later call to the site. */
export const XSRF_HEADER = 'X-XSRF-Token'
/** Where the token waits in the tab's `sessionStorage`, so that the next page of the visit sends it too. */
export const XSRF_STORAGE_KEY = 'ss-site-user-xsrf'
/** Fired on `window` when a site user of this tab logs in or out through `core/site-users`. */
export const SITE_USER_CHANGE_EVENT = 'ss-site-user-change'

/**
 * Keeps `token` for this tab and sends it from now on; `undefined` forgets it. Either way `window` hears of it
 * (`ss-site-user-change`), so that what a member sees can show or hide at once.
 */
export function keepXsrfToken(token: string | undefined, win: Window = window): void {
  const stored = sessionValues({ win })
  if (token === undefined) stored.remove(XSRF_STORAGE_KEY)
  else stored.set(XSRF_STORAGE_KEY, token)
  setSessionHeader(XSRF_HEADER, token)
  win.dispatchEvent(new Event(SITE_USER_CHANGE_EVENT))
}

/**
 * Sends the token an earlier page of this tab's visit kept, if any: a page calls it before its first write
 * when the login happened on another page. The site-user, header/footer and multilingual calls call it.
 */
export function resumeSiteUserSession(win: Window = window): void {
  const token = sessionValues({ win }).get(XSRF_STORAGE_KEY)
  if (typeof token === 'string') setSessionHeader(XSRF_HEADER, token)
}
