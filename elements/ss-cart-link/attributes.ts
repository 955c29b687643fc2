import type { AttributeTypes } from '../../core/element/attribute-values.ts'
import type { CartLinkConfig } from './schema.ts'

/** The plain attributes of `<ss-cart-link>`: each sets the block JSON key of the same name. */
export const cartLinkAttributes = {
  /** The currency of the subtotal read from the cart on load; the site's `selectedCurrency`, else USD, when absent. */
  currency: 'string',
} as const satisfies AttributeTypes<CartLinkConfig>
