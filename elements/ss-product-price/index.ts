import type { SsElementJsxProps } from '../../core/element/jsx.ts'
import type { productPriceAttributes } from './attributes.ts'
import { SsProductPrice } from './element.ts'
import type { ProductPriceConfig } from './schema.ts'

SsProductPrice.define()

export { SsProductPrice }

declare global {
  interface HTMLElementTagNameMap {
    'ss-product-price': SsProductPrice
  }
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ss-product-price': SsElementJsxProps<SsProductPrice, ProductPriceConfig, typeof productPriceAttributes, object>
    }
  }
}
