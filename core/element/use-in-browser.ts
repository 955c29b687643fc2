import { useSyncExternalStore } from 'react'

const neverChanges = () => () => {}

/**
 * False while the server renders and while the browser hydrates what it drew, true otherwise (a fresh render,
 * and the render right after hydrating): a component draws what only the browser knows (the page's address,
 * its title, the device's share sheet) when this is true, so that hydration finds the server's markup.
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  )
}
