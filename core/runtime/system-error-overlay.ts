import { openRuntimeDialog, type RuntimeDialog } from './dialog.ts'
import { navigation } from './navigation.ts'

export const SYSTEM_ERROR_DEFAULT_MESSAGE = 'Something Went Wrong!'

let overlay: RuntimeDialog | undefined

/**
 * Covers the page with the system error overlay, which a failed call to the site's API shows by default: a
 * full-page `<ss-dialog>` with the message as its heading, Reload Page (confirm) and Clear (cancel, where
 * focus starts: it loses nothing). While it is shown, a second call only changes the message.
 */
export function showSystemErrorOverlay(options: { message?: string } = {}): void {
  const message = options.message ?? SYSTEM_ERROR_DEFAULT_MESSAGE
  if (overlay?.open) {
    overlay.update({ heading: message })
    return
  }
  const shown = openRuntimeDialog('system-error-overlay', {
    variant: 'confirm-cancel',
    fullPage: true,
    heading: message,
    message: '',
    confirmText: 'Reload Page',
    cancelText: 'Clear',
  })
  shown.host.addEventListener('ss-dialog-confirm', () => navigation.reload())
  void shown.answer.then(() => {
    if (overlay === shown) overlay = undefined
  })
  overlay = shown
}

/** Removes the system error overlay, if shown. */
export function hideSystemErrorOverlay(): void {
  overlay?.close()
}
