import type { SsElementJsxProps } from '../../core/element/jsx.ts'
import type { cookieBannerAttributes } from './attributes.ts'
import { SsCookieBanner } from './element.ts'
import type { CookieBannerConfig, CookieConsentDetail } from './schema.ts'

SsCookieBanner.define()

export { SsCookieBanner }
export type { CookieConsentDetail }

export interface CookieBannerEventMap {
  'ss-consent': CustomEvent<CookieConsentDetail>
}

declare global {
  interface HTMLElementTagNameMap {
    'ss-cookie-banner': SsCookieBanner
  }
  interface GlobalEventHandlersEventMap extends CookieBannerEventMap {}
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ss-cookie-banner': SsElementJsxProps<SsCookieBanner, CookieBannerConfig, typeof cookieBannerAttributes, CookieBannerEventMap>
    }
  }
}
