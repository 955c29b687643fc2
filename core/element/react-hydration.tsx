import type { ReactNode } from 'react'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'
import type { Portal } from './react-portals.tsx'

/**
 * Whether a shadow root holds what `ss-elements/server` rendered there: a declarative one, led by the link to the
 * element's stylesheet that the server puts first.
 */
export function hasServerRender(container: ShadowRoot): boolean {
  const first = container.firstElementChild
  return first?.localName === 'link' && /\/ss-[\w-]+\.css$/.test(first.getAttribute('href') ?? '')
}

/**
 * One element's content hydrated from its server render, in a root of its own: React cannot hydrate through a
 * portal. Nothing in the shadow root is replaced when the render matches; when it does not (a stale or missing
 * render), React draws the content afresh, and the element works as one drawn in the browser.
 */
export function hydratePortal(container: ShadowRoot): Portal {
  let root: Root | undefined
  let latest: ReactNode
  // React draws a mismatched root afresh but keeps the server's nodes beside it: start again from an empty root.
  const drawAfresh = (error: unknown) => {
    console.debug(`ss-elements: the server render of <${container.host.localName}> did not match; drawn afresh:`, error)
    queueMicrotask(() => {
      if (!root) return
      root.unmount()
      container.replaceChildren()
      root = createRoot(container as unknown as Element)
      root.render(latest)
    })
  }
  return {
    get mounted() {
      return root !== undefined
    },
    render(content: ReactNode) {
      latest = content
      if (root) root.render(content)
      // React takes a document fragment, a shadow root, as a root container; its typings name elements only.
      else root = hydrateRoot(container as unknown as Element, content, { onRecoverableError: drawAfresh })
    },
    unmount() {
      root?.unmount()
      root = undefined
    },
  }
}
