import { SsProductPrice } from './element.ts'
import * as implementation from './implementation.ts'

SsProductPrice.provide(implementation)
SsProductPrice.define()

export { SsProductPrice }

declare global {
  interface HTMLElementTagNameMap {
    'ss-product-price': SsProductPrice
  }
}
