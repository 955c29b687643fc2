import { SsPopup } from './element.ts'
import * as implementation from './implementation.ts'
import type { PopupCloseDetail, PopupCloseReason } from './schema.ts'

SsPopup.provide(implementation)
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
