import type { ReactNode, ReactPortal } from 'react'
import { createPortal } from 'react-dom'
import { withoutReactListeners } from './without-react-listeners.ts'

/**
 * `content` drawn by React into an element of the light DOM, where a pattern needs its parts (the accordion's
 * headings and regions, in the page's outline). The content has no React event handler: the element listens on
 * its host itself, so React adds no listener to the container.
 */
export function lightDomPortal(content: ReactNode, container: Element): ReactPortal {
  withoutReactListeners(container)
  return createPortal(content, container)
}
