import type { SsElementJsxProps } from '../../core/element/jsx.ts'
import type { lockScreenAttributes } from './attributes.ts'
import { SsLockScreen } from './element.ts'
import type { LockScreenActivateDetail, LockScreenConfig } from './schema.ts'

SsLockScreen.define()

export { SsLockScreen }
export type { LockScreenActivateDetail }

export interface LockScreenEventMap {
  'ss-lock-screen-activate': CustomEvent<LockScreenActivateDetail>
}

declare global {
  interface HTMLElementTagNameMap {
    'ss-lock-screen': SsLockScreen
  }
  interface GlobalEventHandlersEventMap extends LockScreenEventMap {}
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ss-lock-screen': SsElementJsxProps<SsLockScreen, LockScreenConfig, typeof lockScreenAttributes, LockScreenEventMap>
    }
  }
}
