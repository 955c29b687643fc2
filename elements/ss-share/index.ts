import { SsShare } from './element.ts'
import * as implementation from './implementation.ts'
import type { ShareDetail } from './schema.ts'

SsShare.provide(implementation)
SsShare.define()

export { SsShare }
export type { ShareDetail }

export interface ShareEventMap {
  'ss-share': CustomEvent<ShareDetail>
}

declare global {
  interface HTMLElementTagNameMap {
    'ss-share': SsShare
  }
  interface GlobalEventHandlersEventMap extends ShareEventMap {}
}
