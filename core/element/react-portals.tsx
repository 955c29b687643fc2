import type { ReactNode } from 'react'
import { createPortal, flushSync } from 'react-dom'
import { createRoot, type Root } from 'react-dom/client'
import { Store, useStore } from './store.ts'
import { withoutReactListeners } from './without-react-listeners.ts'

/** One element's content, drawn by the shared root into the element's shadow root. */
export interface Portal {
  /** Whether the content is on the page: after `render()`, until `unmount()`. */
  readonly mounted: boolean
  /** Draws `content` in place of what was there; the first call mounts it. */
  render(content: ReactNode): void
  /** Removes the content now, running every effect's cleanup. */
  unmount(): void
}

interface PortalEntry {
  key: number
  container: ShadowRoot
  content: Store<ReactNode>
}

const portals = new Store<readonly PortalEntry[]>([])
let nextKey = 0
let root: Root | undefined
let rootDrawn = false

function ElementContent({ entry }: { entry: PortalEntry }) {
  const content = useStore(entry.content)
  return createPortal(content, entry.container)
}

function Portals() {
  const entries = useStore(portals)
  return entries.map((entry) => <ElementContent key={entry.key} entry={entry} />)
}

/**
 * Portals opened in this task: added to the page's list together and drawn at once, in the microtask where React
 * would have drawn them (one new list, one update, one commit), so that a script awaiting a promise after adding
 * elements finds them drawn.
 */
let opening: PortalEntry[] = []

function addPortal(entry: PortalEntry): void {
  if (opening.push(entry) > 1) return
  queueMicrotask(() => {
    const added = opening
    opening = []
    if (added.length === 0) return
    flushSync(() => {
      portals.set([...portals.get(), ...added])
      if (!rootDrawn) root!.render(<Portals />)
      rootDrawn = true
    })
  })
}

/**
 * Every React element of the page renders through one React root, each into its own shadow root by a
 * portal. Elements that mount or change in the same task are drawn in one render and one commit (a store
 * update is a synchronous-lane update, flushed in a microtask, before the browser paints): two hundred
 * accordions upgraded together cost one commit and one style recalculation rather than two hundred.
 */
export function openPortal(container: ShadowRoot, { reactEvents = true } = {}): Portal {
  const entry: PortalEntry = { key: nextKey++, container, content: new Store<ReactNode>(null) }
  let mounted = false
  return {
    get mounted() {
      return mounted
    },
    render(content) {
      entry.content.set(content)
      if (mounted) return
      mounted = true
      // The root's own container is never in the page; React listens for events on each portal's container.
      root ??= createRoot(document.createElement('div'))
      if (!reactEvents) withoutReactListeners(container)
      addPortal(entry)
    },
    unmount() {
      if (!mounted) return
      mounted = false
      opening = opening.filter((other) => other !== entry)
      // At once, effect cleanups included: an element put back later mounts afresh, as one never removed would not.
      if (portals.get().includes(entry)) flushSync(() => portals.set(portals.get().filter((other) => other !== entry)))
    },
  }
}
