import type { SsElementJsxProps } from '../../core/element/jsx.ts'
import type { popupAttributes } from './attributes.ts'
import type { SsPopup } from './element.ts'
import type { PopupEventMap } from './index.ts'
import type { PopupConfig } from './schema.ts'

/** `<ss-popup>` in React 19's JSX (`import type {} from 'ss-elements/jsx'`): its attributes, typed by its declaration, and its events. */
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ss-popup': SsElementJsxProps<SsPopup, PopupConfig, typeof popupAttributes, PopupEventMap>
    }
  }
}
