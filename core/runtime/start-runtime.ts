import { startCheckoutGuard } from '../commerce/checkout-guard.ts'
import type { PageContext } from '../context/page-context-schema.ts'
import { hasPageContext } from '../context/page-context-source.ts'
import { siteHasFonts } from '../fonts/site-fonts.ts'
import { carriesSessionRecording } from '../session-recording/experiment-names.ts'
import { destroy, initialiseBlocks } from './blocks.ts'
import { escapeOpensConfig } from './escape-to-config.ts'
import { isLogoutAddress } from './logout-address.ts'
import { RuntimeRun } from './runtime-run.ts'

export interface RuntimeOptions {
  /** Where the blocks are looked for; the whole document by default. */
  root?: ParentNode
  context?: PageContext
}

let running: { run: RuntimeRun; started: Promise<void> } | undefined

/**
 * What `dist/ss-elements.js` runs on load. It reads the page context, then loads only what that context
 * enables: the site's fonts when it names any; for a page of a website, the error reporter and the trace
 * logger; for a logged-in account, the owner redirect (when it redirects, nothing more starts: the page is
 * being replaced) and, for one that may edit the site, the overlays manager; the owner keys where Escape can open the configuration area; the logout notice on a
 * `logout=true` address; the site chrome its settings ask for (cookie banner, announcement bar, popup,
 * mobile info bar, badge); for a page of a website, consent-gated visitor tracking, and session recording
 * when its experiments name it. Then it initialises the blocks. A page without a page context loads none of it, sends nothing and stores nothing.
 *
 * The promise resolves once all of that has started. Calling it again while running does nothing and
 * returns the same promise. Where there is no DOM (server rendering) it does nothing.
 */
export function startRuntime(options: RuntimeOptions = {}): Promise<void> {
  if (running) return running.started
  if (typeof document === 'undefined') return Promise.resolve()
  const run = new RuntimeRun()
  const started = boot(run, options).catch((error: unknown) =>
    console.error('ss-elements: the page runtime failed to start:', error),
  )
  running = { run, started }
  return started
}

/** Undoes `startRuntime()`: destroys the blocks, closes the logout notice and removes every listener. */
export function stopRuntime(): void {
  running?.run.stop()
  running = undefined
}

async function boot(run: RuntimeRun, options: RuntimeOptions): Promise<void> {
  run.add(startCheckoutGuard())
  const contextGiven = options.context !== undefined || hasPageContext()
  const context = options.context ?? (contextGiven ? await readPageContext() : {})
  if (run.stopped) return
  const ofWebsite = Boolean(context.website?.id)
  if (siteHasFonts(context)) {
    run.startWhenLoaded(import('../fonts/load-site-fonts.ts'), (module) => module.loadSiteFonts(context))
  }
  if (ofWebsite) run.startWhenLoaded(import('./page-reporting.ts'), (module) => module.startPageReporting())
  if (context.authenticatedAccount != null) {
    const { startAccountPage } = await import('./account-page.ts')
    // A redirected page is being replaced: starting anything more would only send requests that get cut off.
    if (run.stopped || startAccountPage(context, run)) return
  }
  // Edit mode is set before anything that reads it starts (the banner, the block animations, the blocks).
  if (context.editorFrame === true || (context.editorOrigin && window.top !== window)) {
    const { startPageEditor } = await import('../editor/page-editor.ts')
    if (run.stopped) return
    run.add(startPageEditor(context))
  }
  if (escapeOpensConfig(context)) {
    run.startWhenLoaded(import('./owner-keys.ts'), (module) => module.installOwnerKeys(context))
  }
  if (isLogoutAddress(location)) {
    run.startWhenLoaded(import('./logout-notice.ts'), (module) => module.showLogoutNoticeIfRequested())
  }
  // Only a site's settings ask for chrome: a page without a context loads none of it.
  if (contextGiven) run.startWhenLoaded(import('./site-chrome.ts'), (module) => module.showSiteChrome(context))
  if (ofWebsite) run.startWhenLoaded(import('../analytics/tracker.ts'), (module) => module.startTracking({ context }))
  if (ofWebsite && carriesSessionRecording(context)) {
    run.startWhenLoaded(import('../session-recording/start-session-recording.ts'), (module) => module.startSessionRecording({ context }))
  }
  if ((options.root ?? document).querySelector('[data-animation]')) {
    run.startWhenLoaded(import('../animations/block-animations.ts'), (module) => module.startBlockAnimations(options.root))
  }
  initialiseBlocks(options.root ?? document, context)
  run.add(destroy)
  await run.allStarted()
}

async function readPageContext(): Promise<PageContext> {
  const { pageContext } = await import('../context/page-context.ts')
  return pageContext()
}
