import { html, nothing } from 'lit-html'
import { hasCartCookie } from '../../core/commerce/cart-cookies.ts'
import { formatMoney } from '../../core/commerce/format-money.ts'
import { selectedCurrency } from '../../core/context/page-context.ts'
import type { ElementHost } from '../../core/element/element-host.ts'
import type { LitView } from '../../core/element/lit-implementation.ts'
import { safeRedirectUrl } from '../../core/forms/safe-redirect.ts'
import { cartChangeAnnouncement, cartCountText, cartItemsText } from './cart-count.ts'
import type { CartLinkConfig, CartLinkMethods, CartSummary } from './schema.ts'

/** Where the link goes and what it says when the light DOM has no usable link. */
const DEFAULT_CART_PATH = '/cart'
const DEFAULT_LABEL = 'Cart'

/**
 * The cart link: the light DOM's link, drawn again with the cart's count and subtotal. It is uninitialised
 * (`data-state="uninitialized"`, no count shown) until its first sync: a `sync()` call, or the cart read on
 * load — without a cart cookie the cart is empty and nothing is asked of the server. Each later change is
 * announced politely.
 */
export function cartLinkView(host: ElementHost<CartLinkMethods>, requestRender: () => void): LitView<CartLinkConfig, CartLinkMethods> {
  const element = host.element
  let summary: CartSummary | undefined
  let announcement = ''
  let loadStarted = false
  let connected = true
  element.dataset.state = 'uninitialized'

  const sync = (next: CartSummary) => {
    if (summary && (summary.items !== next.items || summary.subtotal !== next.subtotal)) {
      announcement = cartChangeAnnouncement(next)
    }
    summary = next
    element.dataset.state = next.items === 0 ? 'empty' : 'filled'
    requestRender()
  }

  const loadCart = async (currency: string) => {
    if (!hasCartCookie()) return sync({ items: 0, subtotal: formatMoney(0, currency) })
    // The data layer loads only for a visitor with a cart. A failure leaves the link uninitialised: a count
    // that may be wrong is worse than none.
    const cart = await import('../../core/commerce/cart-api.ts')
      .then(({ readCart }) => readCart({ onFailure: () => {} }))
      .catch(() => undefined)
    if (!connected || summary || cart === undefined) return
    sync({ items: cart?.totalQuantity ?? 0, subtotal: formatMoney(cart?.subtotalCents ?? 0, currency) })
  }

  return {
    render(config) {
      if (!loadStarted) {
        loadStarted = true
        void loadCart(config.currency ?? selectedCurrency())
      }
      const link = element.querySelector('a[href]')
      const href = safeRedirectUrl(link?.getAttribute('href') ?? '', document.baseURI) ?? DEFAULT_CART_PATH
      const label = link?.getAttribute('aria-label') || link?.textContent?.trim() || DEFAULT_LABEL
      return html`<a part="link" href=${href}>
          <span part="label">${label}</span>${summary
            ? html`<span class="visually-hidden">, ${cartItemsText(summary.items)}, subtotal</span>
                <span part="count" aria-hidden="true">${cartCountText(summary.items)}</span>
                <span part="subtotal">${summary.subtotal}</span>`
            : nothing}
        </a>
        <span class="visually-hidden" role="status">${announcement}</span>`
    },
    methods: { sync },
    disconnect: () => {
      connected = false
    },
  }
}
