import type { PageContext } from '../context/page-context.ts'
import { holdsOnlyViewerRole } from '../context/website-roles.ts'
import { configAreaUrl } from './config-area.ts'
import { navigation } from './navigation.ts'

/** The query term, and the session-storage key remembering it, that turn the owner redirect off. */
export const NOREDIRECT = 'noredirect'

export interface RedirectEnvironment {
  location: { hostname: string; pathname: string; search: string }
  isTopFrame: boolean
  /** A `noredirect` query term was seen on this page or earlier in the session. */
  noredirect: boolean
}

/**
 * Where an owner viewing the published site is sent, or null to stay: an authenticated account with site
 * settings, on a site that is neither in developer mode nor cloneable, in the top frame, and not holding only
 * the viewer role, goes to the configuration area framing this page.
 */
export function ownerRedirectTarget(context: PageContext, environment: RedirectEnvironment): string | null {
  const { location, isTopFrame, noredirect } = environment
  const redirects =
    context.authenticatedAccount != null &&
    context.websiteSettings != null &&
    context.website?.developerMode !== true &&
    context.website?.cloneable !== true &&
    isTopFrame &&
    !holdsOnlyViewerRole(context.websiteRoles) &&
    !isLocalHost(location.hostname) &&
    !noredirect
  return redirects ? configAreaUrl(location) : null
}

export function isLocalHost(hostname: string): boolean {
  const host = hostname.toLowerCase()
  return ['localhost', '127.0.0.1', '[::1]', '::1'].includes(host) || host.endsWith('.localhost')
}

/** True when the query has a `noredirect` term, with or without a value. */
export function hasNoredirectTerm(search: string): boolean {
  return new URLSearchParams(search).has(NOREDIRECT)
}

/**
 * Applies the owner redirect to this page. A `noredirect` term is remembered for the session first, so that
 * the pages visited next stay put too. Returns true when the page is being redirected.
 */
export function redirectOwnerIfNeeded(context: PageContext, win: Window = window): boolean {
  const seen = hasNoredirectTerm(win.location.search)
  if (seen) rememberNoredirect(win)
  const target = ownerRedirectTarget(context, {
    location: win.location,
    isTopFrame: win.top === win,
    noredirect: seen || noredirectRemembered(win),
  })
  if (target !== null) navigation.replace(target)
  return target !== null
}

// Touching sessionStorage throws in Safari's private mode and in sandboxed iframes; the page must go on.

function rememberNoredirect(win: Window): void {
  try {
    win.sessionStorage.setItem(NOREDIRECT, 'true')
  } catch {
    // Not remembered: later pages of the session need the term again.
  }
}

function noredirectRemembered(win: Window): boolean {
  try {
    return win.sessionStorage.getItem(NOREDIRECT) !== null
  } catch {
    return false
  }
}
