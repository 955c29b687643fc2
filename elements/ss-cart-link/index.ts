import { SsCartLink } from './element.ts'
import * as implementation from './implementation.ts'
import type { CartSummary } from './schema.ts'

SsCartLink.provide(implementation)
SsCartLink.define()

export { SsCartLink }
export type { CartSummary }

declare global {
  interface HTMLElementTagNameMap {
    'ss-cart-link': SsCartLink
  }
}
