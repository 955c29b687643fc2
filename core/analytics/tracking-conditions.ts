import type { PageContext } from '../context/page-context.ts'
import { holdsOnlyViewerRole } from '../context/website-roles.ts'
import { PageType } from '../enums/page-type.ts'

declare global {
  interface Window {
    /** Set to true before the runtime starts to switch visitor tracking off on this page. */
    SS_TRACKING_DISABLED?: unknown
  }
}

/** Page types on which visitors are not tracked: not found, lock screen, member area access denied. */
const UNTRACKED_PAGE_TYPES = new Map<string, number>([
  ['notfound', PageType.notFound],
  ['lockscreen', PageType.lockScreen],
  ['memberareaaccessdenied', PageType.memberAreaAccessDenied],
  ['memberareadenied', PageType.memberAreaAccessDenied],
])

const normalise = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '')

/** Whether `pageType` (a `PageType` number or a name such as `not-found`) is one that is never tracked. */
export function isUntrackedPageType(pageType: PageContext['pageType']): boolean {
  if (pageType == null) return false
  const number = typeof pageType === 'number' ? pageType : (UNTRACKED_PAGE_TYPES.get(normalise(pageType)) ?? Number(pageType))
  return [...UNTRACKED_PAGE_TYPES.values()].includes(number)
}

/** Paths of the configuration area. */
export function isConfigPath(pathname: string): boolean {
  return /^\/config(\/|$)/.test(pathname)
}

/**
 * Whether visitor tracking is active on this page: the viewer is a visitor (no authenticated account, or one
 * holding only the viewer role, outside the configuration area), the page is not a not-found, lock screen or
 * member-area-denied page, and `window.SS_TRACKING_DISABLED` is not true.
 */
export function isTrackingActive(context: PageContext, pathname: string = location.pathname, win: Window = window): boolean {
  if (win.SS_TRACKING_DISABLED === true) return false
  if (isUntrackedPageType(context.pageType)) return false
  if (!context.authenticatedAccount) return true
  return holdsOnlyViewerRole(context.websiteRoles) && !isConfigPath(pathname)
}
