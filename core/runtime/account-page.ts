import type { PageContext } from '../context/page-context-schema.ts'
import { redirectOwnerIfNeeded } from './owner-redirect.ts'
import type { RuntimeRun } from './runtime-run.ts'

/**
 * What the runtime does for a logged-in account: the owner redirect, and, when the page stays, the overlays
 * manager (which shows itself only to an account that may edit the site). Its own chunk, so that a visitor's
 * page carries none of it. True when the page is being redirected.
 */
export function startAccountPage(context: PageContext, run: RuntimeRun): boolean {
  if (redirectOwnerIfNeeded(context)) return true
  run.startWhenLoaded(import('./owner-controls/owner-controls.ts'), (module) => module.startOwnerControls(context))
  return false
}
