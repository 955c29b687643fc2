import { useSyncExternalStore } from 'react'

const unchanging = () => () => {}

/**
 * False while a block is rendered on a server and while the browser hydrates that render, true in every other
 * render: what only the browser knows (the window's width, the visitor's preferences, the address) is drawn
 * once it is true, so that hydration finds exactly what the server drew and draws it in the render after.
 */
export function useBrowserKnown(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  )
}
