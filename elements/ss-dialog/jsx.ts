import type { SsElementJsxProps } from '../../core/element/jsx.ts'
import type { dialogAttributes } from './attributes.ts'
import type { SsDialog } from './element.ts'
import type { DialogEventMap } from './index.ts'
import type { DialogConfig } from './schema.ts'

/** `<ss-dialog>` in React 19's JSX (`import type {} from 'ss-elements/jsx'`): its attributes, typed by its declaration, and its events. */
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ss-dialog': SsElementJsxProps<SsDialog, DialogConfig, typeof dialogAttributes, DialogEventMap>
    }
  }
}
