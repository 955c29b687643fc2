import type { SsElementJsxProps } from '../../core/element/jsx.ts'
import type { cartLinkAttributes } from './attributes.ts'
import type { SsCartLink } from './element.ts'
import type { CartLinkConfig } from './schema.ts'

/** `<ss-cart-link>` in React 19's JSX (`import type {} from 'ss-elements/jsx'`): its attributes, typed by its declaration, and its events. */
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ss-cart-link': SsElementJsxProps<SsCartLink, CartLinkConfig, typeof cartLinkAttributes, object>
    }
  }
}
