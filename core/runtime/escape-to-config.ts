import type { PageContext } from '../context/page-context-schema.ts'

/**
 * Escape opens the configuration area for a logged-in account, or for anyone on a site with
 * `useEscapeKeyToLogin`. Every other owner key needs a logged-in account too, so where this is false the
 * owner keys are not listened for at all.
 */
export function escapeOpensConfig(context: PageContext): boolean {
  return context.authenticatedAccount != null || context.websiteSettings?.useEscapeKeyToLogin === true
}
