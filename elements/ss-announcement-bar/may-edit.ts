import type { PageContext } from '../../core/context/page-context.ts'
import { holdsOnlyViewerRole } from '../../core/context/website-roles.ts'

/** Whether the page context's account may edit the site: logged in, and holding more than the viewer role. */
export function mayEditSite(context: PageContext): boolean {
  return context.authenticatedAccount != null && !holdsOnlyViewerRole(context.websiteRoles)
}
