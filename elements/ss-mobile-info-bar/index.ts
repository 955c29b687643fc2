import type { SsElementJsxProps } from '../../core/element/jsx.ts'
import type { mobileInfoBarAttributes } from './attributes.ts'
import { SsMobileInfoBar } from './element.ts'
import type { MobileInfoBarConfig } from './schema.ts'

SsMobileInfoBar.define()

export { SsMobileInfoBar }

export interface MobileInfoBarEventMap {}

declare global {
  interface HTMLElementTagNameMap {
    'ss-mobile-info-bar': SsMobileInfoBar
  }
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ss-mobile-info-bar': SsElementJsxProps<SsMobileInfoBar, MobileInfoBarConfig, typeof mobileInfoBarAttributes, MobileInfoBarEventMap>
    }
  }
}
