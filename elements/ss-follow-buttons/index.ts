import { SsFollowButtons } from './element.ts'
import type { FollowButtonsActivateDetail } from './schema.ts'

SsFollowButtons.define()

export { SsFollowButtons }
export type { FollowButtonsActivateDetail }

export interface FollowButtonsEventMap {
  'ss-follow-buttons-activate': CustomEvent<FollowButtonsActivateDetail>
}

declare global {
  interface HTMLElementTagNameMap {
    'ss-follow-buttons': SsFollowButtons
  }
  interface GlobalEventHandlersEventMap extends FollowButtonsEventMap {}
}
