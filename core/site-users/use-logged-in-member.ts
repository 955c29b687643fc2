import { useSyncExternalStore } from 'react'
import { pageContext, readPageContext } from '../context/page-context.ts'
import { isLoggedInMember, onSiteUserChange } from './member-login.ts'

const subscribe = (listener: () => void) => onSiteUserChange(listener)
const loggedInMember = () => isLoggedInMember()

/**
 * Whether the visitor is a logged-in member (`isLoggedInMember`), drawn again when a site user logs in or out.
 * A server render has no tab: only the page context can say, the one of `near`'s document where there is no
 * global `document` (a block rendered in Node through `renderPage`).
 */
export function useLoggedInMember(near?: Node): boolean {
  const serverLoggedInMember = () => serverContext(near).authenticatedAccount != null
  return useSyncExternalStore(subscribe, loggedInMember, serverLoggedInMember)
}

function serverContext(near: Node | undefined) {
  const doc = near?.ownerDocument
  if (typeof document !== 'undefined' || !doc?.defaultView) return pageContext()
  return readPageContext(doc, doc.defaultView)
}
