import { useEffect, useLayoutEffect, useState } from 'react'
import { hasCartCookie } from '../../core/commerce/cart-cookies.ts'
import { formatMoney } from '../../core/commerce/format-money.ts'
import { pageContext, selectedCurrency } from '../../core/context/page-context.ts'
import type { ElementProps } from '../../core/element/react-implementation.tsx'
import { useInBrowser } from '../../core/element/use-in-browser.ts'
import { useElementMethods } from '../../core/element/use-element-methods.ts'
import { useLightDom } from '../../core/element/use-light-dom.ts'
import { safeLinkAsWritten } from '../../core/forms/safe-redirect.ts'
import { cartCountText, cartItemsText, syncedCart, type ShownCart } from './cart-count.ts'
import type { CartLinkConfig, CartLinkMethods, CartSummary } from './schema.ts'

/** Where the link goes and what it says when the light DOM has no usable link. */
const DEFAULT_CART_PATH = '/cart'
const DEFAULT_LABEL = 'Cart'

/** The light DOM's link is read again whenever it, its address, its label or its text changes. */
const LINK_CHANGES: MutationObserverInit = { childList: true, subtree: true, characterData: true, attributeFilter: ['href', 'aria-label'] }

function readLink(element: Element) {
  const link = element.querySelector('a[href]')
  return {
    href: safeLinkAsWritten(link?.getAttribute('href') ?? '') ?? DEFAULT_CART_PATH,
    label: link?.getAttribute('aria-label') || link?.textContent?.trim() || DEFAULT_LABEL,
  }
}

/**
 * The cart link: the light DOM's link, drawn again with the cart's count and subtotal. It is uninitialised
 * (`data-state="uninitialized"`, no count shown) until its first sync: a `sync()` call, or the cart read on
 * load — without a cart cookie the cart is empty at once and nothing is asked of the server. Each later change
 * is announced politely.
 */
export function CartLink({ config, host }: ElementProps<CartLinkConfig, CartLinkMethods>) {
  const element = host.element
  const currency = config.currency ?? selectedCurrency(pageContext(element.ownerDocument))
  // Only the browser knows the cookies: a server draws the common case, a visitor without a cart (an empty one),
  // and so does hydrating it; with a cart cookie that guess is taken back until the cart is read.
  const inBrowser = useInBrowser()
  const [firstCart] = useState<ShownCart>(() => ({ summary: inBrowser ? cartWithoutCookie(currency) : emptyCart(currency), announcement: '' }))
  const [cart, setCart] = useState(firstCart)
  const link = useLightDom(element, readLink, LINK_CHANGES)
  useElementMethods(host, { sync: (next: CartSummary) => setCart((shown) => syncedCart(shown, next)) })
  useEffect(() => {
    if (!hasCartCookie()) {
      setCart((shown) => (shown.summary ? shown : { summary: emptyCart(currency), announcement: '' }))
      return
    }
    setCart((shown) => (shown === firstCart && shown.summary ? { summary: undefined, announcement: '' } : shown))
    let mounted = true
    void readCartSummary(currency).then((read) => {
      if (mounted && read) setCart((shown) => (shown.summary ? shown : syncedCart(shown, read)))
    })
    return () => {
      mounted = false
    }
    // The cart as it is on load, read once: without a cart cookie it is empty, and drawn so from the first render (a server's markup, right after hydrating it).
  }, [])
  const state = !cart.summary ? 'uninitialized' : cart.summary.items === 0 ? 'empty' : 'filled'
  useLayoutEffect(() => {
    element.dataset.state = state
  }, [element, state])

  const { summary } = cart
  return (
    <>
      <a part="link" href={link.href}>
        <span part="label">{link.label}</span>
        {summary && (
          <>
            <span className="visually-hidden">, {cartItemsText(summary.items)}, subtotal</span>{' '}
            <span part="count" aria-hidden="true" data-state={state}>
              {cartCountText(summary.items)}
            </span>{' '}
            <span part="subtotal">{summary.subtotal}</span>
          </>
        )}
      </a>
      <span className="visually-hidden" role="status">
        {cart.announcement}
      </span>
    </>
  )
}

const emptyCart = (currency: string): CartSummary => ({ items: 0, subtotal: formatMoney(0, currency) })

/** Without a cart cookie the cart is empty; with one it is unknown until read. */
const cartWithoutCookie = (currency: string) => (hasCartCookie() ? undefined : emptyCart(currency))

/**
 * The cart on the server, or undefined when it cannot be read: a count that may be wrong is worse than none.
 * The data layer loads only here, for a visitor with a cart cookie.
 */
async function readCartSummary(currency: string): Promise<CartSummary | undefined> {
  try {
    const { readCart } = await import('../../core/commerce/cart-api.ts')
    const cart = await readCart({ onFailure: () => {} })
    return { items: cart?.totalQuantity ?? 0, subtotal: formatMoney(cart?.subtotalCents ?? 0, currency) }
  } catch {
    return undefined
  }
}
