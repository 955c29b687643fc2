import { SsMobileInfoBar } from './element.ts'
import * as implementation from './implementation.ts'

SsMobileInfoBar.provide(implementation)
SsMobileInfoBar.define()

export { SsMobileInfoBar }

export interface MobileInfoBarEventMap {}

declare global {
  interface HTMLElementTagNameMap {
    'ss-mobile-info-bar': SsMobileInfoBar
  }
}
