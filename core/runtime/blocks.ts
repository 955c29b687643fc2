import type { PageContext } from '../context/page-context-schema.ts'

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
 * Runs the initialiser of every block kind present under `root`. One that throws is logged and the others
 * still run. Does nothing while the page is initialised. `initialise()` is this with defaults; the runtime
 * calls it directly, so that a page without a page context never loads the context's parser.
 */
export function initialiseBlocks(root: ParentNode, context: PageContext): void {
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
