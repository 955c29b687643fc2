import { openRuntimeDialog } from './dialog.ts'
import { isLogoutAddress } from './logout-address.ts'

export const LOGOUT_NOTICE_TITLE = 'Logout Successful'
export const LOGOUT_NOTICE_MESSAGE = 'You have been successfully logged out.'

/**
 * Shows the logout notice when the address asks for it: an information dialog (`<ss-dialog variant="none"
 * auto-hide>`). Returns a function that closes it early.
 */
export function showLogoutNoticeIfRequested(win: Window = window): () => void {
  if (!isLogoutAddress(win.location)) return () => {}
  const notice = openRuntimeDialog('logout-notice', {
    variant: 'none',
    autoHide: true,
    heading: LOGOUT_NOTICE_TITLE,
    message: LOGOUT_NOTICE_MESSAGE,
  })
  return () => notice.close()
}
