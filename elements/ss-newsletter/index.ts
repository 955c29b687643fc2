import { SsNewsletter } from './element.ts'
import * as implementation from './implementation.ts'

SsNewsletter.provide(implementation)
SsNewsletter.define()

export { SsNewsletter }

declare global {
  interface HTMLElementTagNameMap {
    'ss-newsletter': SsNewsletter
  }
}
