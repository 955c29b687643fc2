import type { SsElementJsxProps } from '../../core/element/jsx.ts'
import type { menuAttributes } from './attributes.ts'
import type { SsMenu } from './element.ts'
import type { MenuEventMap } from './index.ts'
import type { MenuConfig } from './schema.ts'

/** `<ss-menu>` in React 19's JSX (`import type {} from 'ss-elements/jsx'`): its attributes, typed by its declaration, and its events. */
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ss-menu': SsElementJsxProps<SsMenu, MenuConfig, typeof menuAttributes, MenuEventMap>
    }
  }
}
