import type { SsElementJsxProps } from '../../core/element/jsx.ts'
import type { popupAttributes } from './attributes.ts'
import { SsPopup } from './element.ts'
import type { PopupCloseDetail, PopupCloseReason, PopupConfig } from './schema.ts'

SsPopup.define()

export { SsPopup }
export type { PopupCloseDetail, PopupCloseReason }

export interface PopupEventMap {
  'ss-popup-open': CustomEvent<void>
  'ss-popup-close': CustomEvent<PopupCloseDetail>
  'ss-before-close': CustomEvent<PopupCloseDetail>
}

declare global {
  interface HTMLElementTagNameMap {
    'ss-popup': SsPopup
  }
  interface GlobalEventHandlersEventMap extends PopupEventMap {}
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ss-popup': SsElementJsxProps<SsPopup, PopupConfig, typeof popupAttributes, PopupEventMap>
    }
  }
}
