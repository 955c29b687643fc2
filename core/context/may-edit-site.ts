import type { PageContext } from './page-context.ts'
import { holdsOnlyViewerRole } from './website-roles.ts'

/** Whether the page context's account may edit the site: logged in, and holding more than the viewer role. */
export function mayEditSite(context: PageContext): boolean {
  return context.authenticatedAccount != null && !holdsOnlyViewerRole(context.websiteRoles)
}
