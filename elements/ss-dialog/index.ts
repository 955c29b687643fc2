import { SsDialog } from './element.ts'
import * as implementation from './implementation.ts'
import type { DialogAnswer, DialogCancelDetail, DialogHideDetail, DialogVariant } from './schema.ts'

SsDialog.provide(implementation)
SsDialog.define()

export { SsDialog }
export type { DialogAnswer, DialogCancelDetail, DialogHideDetail, DialogVariant }

export interface DialogEventMap {
  'ss-dialog-show': CustomEvent<void>
  'ss-dialog-confirm': CustomEvent<void>
  'ss-dialog-reject': CustomEvent<void>
  'ss-dialog-cancel': CustomEvent<DialogCancelDetail>
  'ss-dialog-hide': CustomEvent<DialogHideDetail>
}

declare global {
  interface HTMLElementTagNameMap {
    'ss-dialog': SsDialog
  }
  interface GlobalEventHandlersEventMap extends DialogEventMap {}
}
