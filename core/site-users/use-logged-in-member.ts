import { useSyncExternalStore } from 'react'
import { pageContext } from '../context/page-context.ts'
import { isLoggedInMember, onSiteUserChange } from './member-login.ts'

const subscribe = (listener: () => void) => onSiteUserChange(listener)
const loggedInMember = () => isLoggedInMember()
// A server render has no tab: only the page context can say.
const serverLoggedInMember = () => pageContext().authenticatedAccount != null

/** Whether the visitor is a logged-in member (`isLoggedInMember`), drawn again when a site user logs in or out. */
export function useLoggedInMember(): boolean {
  return useSyncExternalStore(subscribe, loggedInMember, serverLoggedInMember)
}
