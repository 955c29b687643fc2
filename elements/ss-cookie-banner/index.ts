import { SsCookieBanner } from './element.ts'
import * as implementation from './implementation.ts'
import type { CookieConsentDetail } from './schema.ts'

SsCookieBanner.provide(implementation)
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
