import { createElementClass } from '../../core/element/create-element-class.ts'
import { cartLinkAttributes } from './attributes.ts'
import { cartLinkPendingStyles } from './pending.ts'
import type { CartSummary } from './schema.ts'

/**
 * @tag ss-cart-link
 * @summary The site's link to the cart, with the number of items in it and their subtotal; '100+' past 100 items, the exact count in its accessible name, and each change announced politely.
 *
 * @attr {string} data-block-json - The cart link block JSON: `{"currency": "EUR"}`.
 *
 * @fires {CustomEvent<{tag: string, attribute: string, path: string, message: string}>} ss-error - The configuration is unusable; the light-DOM link shows instead.
 *
 * @slot - A link to the cart, `<a href="/cart">Cart</a>`: its address and text make the element's link; shown as it is before the element has loaded.
 *
 * @csspart link - The link.
 * @csspart label - The light-DOM link's text.
 * @csspart count - The number of items, '100+' past 100; absent until the first sync.
 * @csspart subtotal - The subtotal; absent until the first sync.
 *
 * @cssprop [--ss-cart-link-color=inherit] - The link's colour.
 * @cssprop [--ss-cart-link-count-background=var(--ss-color-accent, currentColor)] - The count badge's background.
 * @cssprop [--ss-cart-link-count-color=var(--ss-color-on-accent, Canvas)] - The count badge's text colour.
 */
export class SsCartLink extends createElementClass({
  tag: 'ss-cart-link',
  attributes: cartLinkAttributes,
  load: () => import('./implementation.ts'),
  pendingStyles: cartLinkPendingStyles,
}) {
  /**
   * Shows the cart as it is now: `items`, a whole number from 0, and `subtotal`, the text to show.
   * The first call initialises the link; each later change is announced. Anything else is a `TypeError`.
   */
  sync(summary: CartSummary): void {
    if (!isCartSummary(summary)) {
      throw new TypeError('<ss-cart-link>.sync() takes { items, subtotal }: a whole number from 0 and a text.')
    }
    this.component.call('sync', { items: summary.items, subtotal: summary.subtotal })
  }
}

/** A summary as `sync()` accepts it: a whole number of items from 0, and the subtotal as text. */
function isCartSummary(value: unknown): value is CartSummary {
  const summary = value as Partial<CartSummary> | null
  return Number.isSafeInteger(summary?.items) && summary!.items! >= 0 && typeof summary?.subtotal === 'string'
}
