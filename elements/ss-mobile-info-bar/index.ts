import type { SsElementJsxProps } from '../../core/element/jsx.ts'
import type { mobileInfoBarAttributes } from './attributes.ts'
import { SsMobileInfoBar } from './element.ts'
import type { MobileInfoBarActivateDetail, MobileInfoBarConfig } from './schema.ts'

SsMobileInfoBar.define()

export { SsMobileInfoBar }
export type { MobileInfoBarActivateDetail }

export interface MobileInfoBarEventMap {
  'ss-mobile-info-bar-activate': CustomEvent<MobileInfoBarActivateDetail>
}

declare global {
  interface HTMLElementTagNameMap {
    'ss-mobile-info-bar': SsMobileInfoBar
  }
  interface GlobalEventHandlersEventMap extends MobileInfoBarEventMap {}
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ss-mobile-info-bar': SsElementJsxProps<SsMobileInfoBar, MobileInfoBarConfig, typeof mobileInfoBarAttributes, MobileInfoBarEventMap>
    }
  }
}
