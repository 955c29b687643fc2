import { openRuntimeDialog } from '../runtime/dialog.ts'
import { CHECKOUT_COOKIE_ALERT } from './checkout-entry.ts'

/** Set as `data-ss-dialog` on the alert's `<ss-dialog>`. */
export const CHECKOUT_ALERT_NAME = 'checkout-alert'

/**
 * The alert shown instead of the checkout page when there is no cart cookie: an `<ss-dialog variant="confirm">`
 * (an `alertdialog` with an OK button), named by its message.
 */
export function showCheckoutCookieAlert(): void {
  openRuntimeDialog(CHECKOUT_ALERT_NAME, { variant: 'confirm', message: CHECKOUT_COOKIE_ALERT })
}
