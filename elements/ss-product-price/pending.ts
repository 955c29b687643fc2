import { pendingBlockJsonKey } from '../../core/element/pending-block-json.ts'

/** The price's box (`styles.ts` draws it with these): what is paid, then the renewal on a line of its own. */
export const PRICE_BOX = /* css */ `
  display: inline-flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0 0.5em;
`

/**
 * While the price's code loads, its text sits in the price's box, with room below for the line of a
 * subscription's renewal, at its size, when the block JSON has a plan: nothing moves when it draws.
 */
export const productPricePendingStyles = /* css */ `
  slot {
    ${PRICE_BOX}
  }
  slot::after {
    content: '';
    display: var(--ss-product-price-pending-renewal, none);
    flex-basis: 100%;
    font-size: 0.875em;
    block-size: 1lh;
  }
`

/** Room for the renewal's line when the product is a subscription. */
export function productPricePendingProperties(element: HTMLElement): Record<`--${string}`, string> {
  return pendingBlockJsonKey(element, 'subscriptionPlan') ? { '--ss-product-price-pending-renewal': 'block' } : {}
}
