import { SsFollowButtons } from './element.ts'
import * as implementation from './implementation.ts'

SsFollowButtons.provide(implementation)
SsFollowButtons.define()

export { SsFollowButtons }

export interface FollowButtonsEventMap {}

declare global {
  interface HTMLElementTagNameMap {
    'ss-follow-buttons': SsFollowButtons
  }
}
