import { SsCartLink } from './element.ts'
import type { CartSummary } from './schema.ts'

SsCartLink.define()

export { SsCartLink }
export type { CartSummary }

declare global {
  interface HTMLElementTagNameMap {
    'ss-cart-link': SsCartLink
  }
}
