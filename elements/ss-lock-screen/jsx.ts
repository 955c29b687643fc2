import type { SsElementJsxProps } from '../../core/element/jsx.ts'
import type { lockScreenAttributes } from './attributes.ts'
import type { SsLockScreen } from './element.ts'
import type { LockScreenEventMap } from './index.ts'
import type { LockScreenConfig } from './schema.ts'

/** `<ss-lock-screen>` in React 19's JSX (`import type {} from 'ss-elements/jsx'`): its attributes, typed by its declaration, and its events. */
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ss-lock-screen': SsElementJsxProps<SsLockScreen, LockScreenConfig, typeof lockScreenAttributes, LockScreenEventMap>
    }
  }
}
