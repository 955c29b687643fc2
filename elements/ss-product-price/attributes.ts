import type { AttributeTypes } from '../../core/element/attribute-values.ts'
import type { ProductPriceConfig } from './schema.ts'

/** The plain attributes of `<ss-product-price>`: each sets the block JSON key of the same name. */
export const productPriceAttributes = {
  /** The currency to show the price in, one of the 27 codes; the site's `selectedCurrency`, else USD, when absent. */
  currency: 'string',
} as const satisfies AttributeTypes<ProductPriceConfig>
