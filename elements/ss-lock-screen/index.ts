import { SsLockScreen } from './element.ts'
import * as implementation from './implementation.ts'
import type { UnlockDetail } from './schema.ts'

SsLockScreen.provide(implementation)
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
