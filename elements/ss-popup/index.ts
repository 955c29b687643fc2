import type { SsElementJsxProps } from '../../core/element/jsx.ts'
import type { popupAttributes } from './attributes.ts'
import { SsPopup } from './element.ts'
import type { PopupActivateDetail, PopupConfig } from './schema.ts'

SsPopup.define()

export { SsPopup }
export type { PopupActivateDetail }

export interface PopupEventMap {
  'ss-popup-activate': CustomEvent<PopupActivateDetail>
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
