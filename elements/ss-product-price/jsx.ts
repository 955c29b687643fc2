import type { SsElementJsxProps } from '../../core/element/jsx.ts'
import type { productPriceAttributes } from './attributes.ts'
import type { SsProductPrice } from './element.ts'
import type { ProductPriceConfig } from './schema.ts'

/** `<ss-product-price>` in React 19's JSX (`import type {} from 'ss-elements/jsx'`): its attributes, typed by its declaration, and its events. */
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ss-product-price': SsElementJsxProps<SsProductPrice, ProductPriceConfig, typeof productPriceAttributes, object>
    }
  }
}
