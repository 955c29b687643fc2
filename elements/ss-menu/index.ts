import { SsMenu } from './element.ts'
import * as implementation from './implementation.ts'
import type { MenuTabChangeDetail } from './schema.ts'

SsMenu.provide(implementation)
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
