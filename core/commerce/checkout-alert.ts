import { openDialog } from '../runtime/dialog.ts'
import { CHECKOUT_COOKIE_ALERT } from './checkout-entry.ts'

/** Set as `data-ss-dialog` on the alert's host. */
export const CHECKOUT_ALERT_NAME = 'checkout-alert'

/**
 * The alert shown instead of the checkout page when there is no cart cookie (000 §5). It is the runtime's
 * own alert dialog, with an OK button, until `alertDialog` (`<ss-dialog>`) can show it: this function is the
 * one place to change then.
 */
export function showCheckoutCookieAlert(): void {
  openDialog({
    name: CHECKOUT_ALERT_NAME,
    role: 'alertdialog',
    title: CHECKOUT_COOKIE_ALERT,
    actions: [{ label: 'OK', autofocus: true, run: (dialog) => dialog.close('confirm') }],
  })
}
