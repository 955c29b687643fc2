import { createElementClass } from '../../core/element/create-element-class.ts'
import { productPriceAttributes } from './attributes.ts'
import { productPricePendingProperties, productPricePendingStyles } from './pending.ts'

/**
 * @tag ss-product-price
 * @summary A product's price in the store's currency: 'from …' when its variants differ, a sale price beside the struck-out regular one, and a subscription's renewal.
 *
 * @attr {string} data-block-json - The product: `{"productType": "physical", "variants": [{"price": 1500, "salePrice": 1200, "onSale": true}]}`, or for a digital product `{"productType": "digital", "priceCents": 1999}`, with an optional `subscriptionPlan` `{"billingPeriod": {"value": 1, "unit": "month"}, "numBillingCycles": 12}`.
 *
 * @fires {CustomEvent<{tag: string, attribute: string, path: string, message: string}>} ss-error - The configuration is unusable; the light-DOM price text shows instead.
 *
 * @slot - The price as plain text: shown before the element has loaded, and when its configuration is unusable.
 *
 * @csspart base - The line holding the price.
 * @csspart price - What the visitor pays, with 'from ' when the variants' prices differ.
 * @csspart sale-price - The price during a sale (also `price`).
 * @csspart original-price - The regular price, struck out, during a sale.
 * @csspart subscription - The renewal of a subscription: 'renews every month for 12 payments'.
 *
 * @cssprop [--ss-product-price-sale-color=currentColor] - The colour of the sale price.
 * @cssprop [--ss-product-price-original-color=var(--ss-color-text-muted, color-mix(in srgb, currentColor 70%, transparent))] - The colour of the struck-out regular price.
 */
export class SsProductPrice extends createElementClass({
  tag: 'ss-product-price',
  attributes: productPriceAttributes,
  load: () => import('./implementation.ts'),
  pendingStyles: productPricePendingStyles,
  pendingProperties: productPricePendingProperties,
}) {}
