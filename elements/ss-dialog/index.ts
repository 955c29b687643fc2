import type { SsElementJsxProps } from '../../core/element/jsx.ts'
import type { dialogAttributes } from './attributes.ts'
import { SsDialog } from './element.ts'
import type { DialogAnswer, DialogCancelDetail, DialogConfig, DialogHideDetail, DialogVariant } from './schema.ts'

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

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ss-dialog': SsElementJsxProps<SsDialog, DialogConfig, typeof dialogAttributes, DialogEventMap>
    }
  }
}
