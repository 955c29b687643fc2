import { SsComments } from './element.ts'
import * as implementation from './implementation.ts'

SsComments.provide(implementation)
SsComments.define()

export { SsComments }

export interface CommentsEventMap {}

declare global {
  interface HTMLElementTagNameMap {
    'ss-comments': SsComments
  }
}
