import { hasCartCookie } from './cart-cookies.ts'
import { CHECKOUT_ENTRY_PATH } from './checkout-entry.ts'

/**
 * Guards the way into checkout: a click on a link to the checkout page, when the visitor has no cart cookie,
 * shows the cookie alert and does not navigate. Listens on the document, so links inside shadow roots count
 * too; a click something else already cancelled is left alone. Returns the function that stops it.
 */
export function startCheckoutGuard(root: Document = document): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || !isCheckoutClick(event) || hasCartCookie()) return
    event.preventDefault()
    void import('./checkout-alert.ts').then((module) => module.showCheckoutCookieAlert())
  }
  root.addEventListener('click', onClick)
  return () => root.removeEventListener('click', onClick)
}

/** Whether the click follows a link (`<a>` or `<area>`) to the checkout page of this site. */
function isCheckoutClick(event: MouseEvent): boolean {
  const link = event.composedPath().find((target) => target instanceof HTMLAnchorElement || target instanceof HTMLAreaElement)
  if (!link?.hasAttribute('href')) return false
  const url = new URL(link.href, document.baseURI)
  return url.origin === location.origin && url.pathname.replace(/\/$/, '') === CHECKOUT_ENTRY_PATH
}
