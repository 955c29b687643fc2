import { SsComments } from './element.ts'

SsComments.define()

export { SsComments }

export interface CommentsEventMap {}

declare global {
  interface HTMLElementTagNameMap {
    'ss-comments': SsComments
  }
}
