import { SsProductPrice } from './element.ts'

SsProductPrice.define()

export { SsProductPrice }

declare global {
  interface HTMLElementTagNameMap {
    'ss-product-price': SsProductPrice
  }
}
