import type { SsElementJsxProps } from '../../core/element/jsx.ts'
import type { lockScreenAttributes } from './attributes.ts'
import { SsLockScreen } from './element.ts'
import type { LockScreenConfig, UnlockDetail } from './schema.ts'

SsLockScreen.define()

export { SsLockScreen }
export type { UnlockDetail }

export interface LockScreenEventMap {
  'ss-unlock': CustomEvent<UnlockDetail>
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
