import type { SsElementJsxProps } from '../../core/element/jsx.ts'
import type { menuAttributes } from './attributes.ts'
import { SsMenu } from './element.ts'
import type { MenuConfig, MenuTabChangeDetail } from './schema.ts'

SsMenu.define()

export { SsMenu }
export type { MenuTabChangeDetail }

export interface MenuEventMap {
  'ss-before-tab-change': CustomEvent<MenuTabChangeDetail>
  'ss-tab-change': CustomEvent<MenuTabChangeDetail>
}

declare global {
  interface HTMLElementTagNameMap {
    'ss-menu': SsMenu
  }
  interface GlobalEventHandlersEventMap extends MenuEventMap {}
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ss-menu': SsElementJsxProps<SsMenu, MenuConfig, typeof menuAttributes, MenuEventMap>
    }
  }
}
