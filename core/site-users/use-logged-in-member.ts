import { useCallback, useSyncExternalStore } from 'react'
import { pageContext } from '../context/page-context.ts'
import { isLoggedInMember, onSiteUserChange } from './member-login.ts'

const subscribe = (listener: () => void) => onSiteUserChange(listener)
const loggedInMember = () => isLoggedInMember()

/**
 * Whether the visitor is a logged-in member (`isLoggedInMember`), drawn again when a site user logs in or out.
 * A server render has no tab: there, and when hydrating what it drew, only the page context of `element`'s
 * document can say; a site user of this tab shows once hydrated.
 */
export function useLoggedInMember(element: Element): boolean {
  const doc = element.ownerDocument
  const serverLoggedInMember = useCallback(() => pageContext(doc).authenticatedAccount != null, [doc])
  return useSyncExternalStore(subscribe, loggedInMember, serverLoggedInMember)
}
