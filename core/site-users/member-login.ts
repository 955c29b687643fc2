import { pageContext, type PageContext } from '../context/page-context.ts'
import { sessionValues } from '../storage/session-values.ts'
import { SITE_USER_CHANGE_EVENT, XSRF_STORAGE_KEY } from './xsrf-token.ts'

/** Whether a site user of this tab is logged in through `core/site-users`: its login's xsrf token is kept. */
export function siteUserLoggedIn(win: Window = window): boolean {
  return typeof sessionValues({ win }).get(XSRF_STORAGE_KEY) === 'string'
}

/**
 * Whether the visitor is a logged-in member, whichever way they logged in: the page came with an
 * `authenticatedAccount` in its context, or a site user logged in through `core/site-users` on this page or an
 * earlier one of the tab's visit.
 */
export function isLoggedInMember(context: PageContext = pageContext(), win: Window = window): boolean {
  return context.authenticatedAccount != null || siteUserLoggedIn(win)
}

/** Calls `listener` whenever a site user of this tab logs in or out; returns the way to stop. */
export function onSiteUserChange(listener: () => void, win: Window = window): () => void {
  win.addEventListener(SITE_USER_CHANGE_EVENT, listener)
  return () => win.removeEventListener(SITE_USER_CHANGE_EVENT, listener)
}
