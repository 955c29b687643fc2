import { startTracking } from '../analytics/tracker.ts'
import { pageContext, type PageContext } from '../context/page-context.ts'
import { startErrorReporter } from '../reporting/error-reporter.ts'
import { showLogoutNoticeIfRequested } from './logout-notice.ts'
import { startPageTrace } from './page-trace.ts'
import { installOwnerKeys } from './owner-keys.ts'
import { redirectOwnerIfNeeded } from './owner-redirect.ts'
import { showSiteCookieBanner } from './site-cookie-banner.ts'

/** Sets up every block of one kind on the page; may return a destructor, run by `destroy()`. */
export interface BlockInitializer {
  /** The block kind, e.g. `gallery`; names the initialiser in logs. */
  kind: string
  /** The blocks of this kind; the initialiser runs only when it matches at least one element. */
  selector: string
  init(elements: Element[], context: PageContext): void | (() => void)
}

export interface RuntimeState {
  initialised: boolean
  /** Set by the first `initialise()` and never cleared, not even by `destroy()`. */
  initialisedOnce: boolean
}

const initializers = new Map<string, BlockInitializer>()
const destructors: Array<{ kind: string; destroy: () => void }> = []
const state: RuntimeState = { initialised: false, initialisedOnce: false }

/**
 * Adds the initialiser of a block kind. A kind registered already keeps its first initialiser. Returns a
 * function that removes this one again.
 */
export function registerInitializer(initializer: BlockInitializer): () => void {
  if (initializers.has(initializer.kind)) return () => {}
  initializers.set(initializer.kind, initializer)
  return () => {
    if (initializers.get(initializer.kind) === initializer) initializers.delete(initializer.kind)
  }
}

/**
 * Boots the page (000 §1, §4): runs the initialiser of every block kind present under `root`. One that
 * throws is logged and the others still run. Does nothing while the page is initialised.
 */
export function initialise(root: ParentNode = document, context: PageContext = pageContext()): void {
  if (state.initialised) return
  for (const initializer of initializers.values()) {
    try {
      const elements = [...root.querySelectorAll(initializer.selector)]
      if (elements.length === 0) continue
      const destroy = initializer.init(elements, context)
      if (typeof destroy === 'function') destructors.push({ kind: initializer.kind, destroy })
    } catch (error) {
      console.error(`ss-elements: the ${initializer.kind} initialiser failed:`, error)
    }
  }
  state.initialised = true
  state.initialisedOnce = true
}

/** Runs every destructor the initialisers returned, newest first, and returns the page to not initialised. */
export function destroy(): void {
  for (const { kind, destroy } of destructors.splice(0).reverse()) {
    try {
      destroy()
    } catch (error) {
      console.error(`ss-elements: the ${kind} destructor failed:`, error)
    }
  }
  state.initialised = false
}

export function runtimeState(): RuntimeState {
  return { ...state }
}

export interface RuntimeOptions {
  /** Where the blocks are looked for; the whole document by default. */
  root?: ParentNode
  context?: PageContext
}

let stopRunning: (() => void) | undefined

/**
 * What `dist/ss-elements.js` runs on load: reads the page context, starts the error reporter and the trace
 * logger, sends an owner to the configuration area when the rules say so (and then does nothing more, the
 * page is being replaced), otherwise listens for the owner keys, shows the logout notice if asked for and the
 * cookie banner if the site's settings ask for it, starts consent-gated visitor tracking and initialises the
 * blocks. Calling it again while running does nothing.
 */
export function startRuntime(options: RuntimeOptions = {}): void {
  if (stopRunning) return
  const context = options.context ?? pageContext()
  const stops = [startErrorReporter(), startPageTrace()]
  stopRunning = () => {
    for (const stop of stops.splice(0).reverse()) stop()
  }
  if (redirectOwnerIfNeeded(context)) return
  stops.push(
    installOwnerKeys(context),
    showLogoutNoticeIfRequested(),
    showSiteCookieBanner(context),
    startTracking({ context }),
  )
  initialise(options.root, context)
  stops.push(destroy)
}

/** Undoes `startRuntime()`: destroys the blocks, closes the logout notice and removes every listener. */
export function stopRuntime(): void {
  stopRunning?.()
  stopRunning = undefined
}
