import type { SsElementJsxProps } from '../../core/element/jsx.ts'
import { SsCookieBanner } from './element.ts'
import type { CookieConsentDetail } from './schema.ts'

SsCookieBanner.define()

export { SsCookieBanner }
export type { CookieConsentDetail }

declare global {
  interface HTMLElementTagNameMap {
    'ss-cookie-banner': SsCookieBanner
  }
  interface GlobalEventHandlersEventMap {
    'ss-consent': CustomEvent<CookieConsentDetail>
  }
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ss-cookie-banner': SsElementJsxProps<
        SsCookieBanner,
        {
          forced?: boolean
          preview?: boolean
          label?: string
          'cookie-banner-variant'?: 'BAR' | 'POPUP'
          'cookie-banner-position'?: 'TOP' | 'BOTTOM' | 'TOP_LEFT' | 'TOP_RIGHT' | 'BOTTOM_LEFT' | 'BOTTOM_RIGHT'
          'cookie-banner-theme'?: 'LIGHT' | 'DARK'
          'cookie-banner-cta-variant'?: 'TEXT' | 'BUTTON' | 'ICON'
          'cookie-banner-accept-type'?: 'OPT_IN' | 'OPT_IN_AND_OUT'
        },
        { 'ss-consent': CustomEvent<CookieConsentDetail> }
      >
    }
  }
}
