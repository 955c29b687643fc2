import type { SsElementJsxProps } from '../../core/element/jsx.ts'
import type { mobileInfoBarAttributes } from './attributes.ts'
import type { SsMobileInfoBar } from './element.ts'
import type { MobileInfoBarEventMap } from './index.ts'
import type { MobileInfoBarConfig } from './schema.ts'

/** `<ss-mobile-info-bar>` in React 19's JSX (`import type {} from 'ss-elements/jsx'`): its attributes, typed by its declaration, and its events. */
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ss-mobile-info-bar': SsElementJsxProps<SsMobileInfoBar, MobileInfoBarConfig, typeof mobileInfoBarAttributes, MobileInfoBarEventMap>
    }
  }
}
