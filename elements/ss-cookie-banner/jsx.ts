import type { SsElementJsxProps } from '../../core/element/jsx.ts'
import type { cookieBannerAttributes } from './attributes.ts'
import type { SsCookieBanner } from './element.ts'
import type { CookieBannerEventMap } from './index.ts'
import type { CookieBannerConfig } from './schema.ts'

/** `<ss-cookie-banner>` in React 19's JSX (`import type {} from 'ss-elements/jsx'`): its attributes, typed by its declaration, and its events. */
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ss-cookie-banner': SsElementJsxProps<SsCookieBanner, CookieBannerConfig, typeof cookieBannerAttributes, CookieBannerEventMap>
    }
  }
}
