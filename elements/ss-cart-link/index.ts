import type { SsElementJsxProps } from '../../core/element/jsx.ts'
import type { cartLinkAttributes } from './attributes.ts'
import { SsCartLink } from './element.ts'
import type { CartLinkConfig, CartSummary } from './schema.ts'

SsCartLink.define()

export { SsCartLink }
export type { CartSummary }

declare global {
  interface HTMLElementTagNameMap {
    'ss-cart-link': SsCartLink
  }
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ss-cart-link': SsElementJsxProps<SsCartLink, CartLinkConfig, typeof cartLinkAttributes, object>
    }
  }
}
