import { SsMobileInfoBar } from './element.ts'

SsMobileInfoBar.define()

export { SsMobileInfoBar }

export interface MobileInfoBarEventMap {}

declare global {
  interface HTMLElementTagNameMap {
    'ss-mobile-info-bar': SsMobileInfoBar
  }
}
