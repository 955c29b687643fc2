/** The checkout page: a visitor reaches it only with a cart cookie. */
export const CHECKOUT_ENTRY_PATH = '/commerce/goto-checkout'

/** The alert shown instead of the checkout page when the visitor has no cart cookie. */
export const CHECKOUT_COOKIE_ALERT =
  'Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.'
