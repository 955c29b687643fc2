import { SsFollowButtons } from './element.ts'

SsFollowButtons.define()

export { SsFollowButtons }

export interface FollowButtonsEventMap {}

declare global {
  interface HTMLElementTagNameMap {
    'ss-follow-buttons': SsFollowButtons
  }
}
