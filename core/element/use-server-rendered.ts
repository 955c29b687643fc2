import { useState } from 'react'
import { useInBrowser } from './use-in-browser.ts'

/**
 * True while the server renders, and for the life of a component hydrated from that render; false for one drawn
 * afresh in the browser. For what only a server render needs (what shows before the script has run), kept once
 * hydrated so that hydration changes nothing.
 */
export function useServerRendered(): boolean {
  const inBrowser = useInBrowser()
  const [serverRendered] = useState(!inBrowser)
  return serverRendered
}
