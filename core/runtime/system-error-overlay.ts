import { openDialog, type RuntimeDialog } from './dialog.ts'
import { navigation } from './navigation.ts'

export const SYSTEM_ERROR_DEFAULT_MESSAGE = 'Something Went Wrong!'

let overlay: RuntimeDialog | undefined

/**
 * Covers the page with the system error overlay of 000 §2, §8: the message, Reload Page and Clear. While it is
 * shown, a second call only changes the message.
 */
export function showSystemErrorOverlay(options: { message?: string } = {}): void {
  const message = options.message ?? SYSTEM_ERROR_DEFAULT_MESSAGE
  if (overlay?.open) {
    overlay.update({ title: message })
    return
  }
  overlay = openDialog({
    name: 'system-error-overlay',
    role: 'alertdialog',
    fullPage: true,
    title: message,
    actions: [
      { label: 'Reload Page', run: () => navigation.reload() },
      // Focus starts on the action that loses nothing (WAI-ARIA APG, alert dialog).
      { label: 'Clear', run: (dialog) => dialog.close('cancel'), secondary: true, autofocus: true },
    ],
    onClose: () => (overlay = undefined),
  })
}

/** Removes the system error overlay, if shown. */
export function hideSystemErrorOverlay(): void {
  overlay?.close('cancel')
}
