import { SsScaledText } from './element.ts'
import * as implementation from './implementation.ts'

SsScaledText.provide(implementation)
SsScaledText.define()

export { SsScaledText }

declare global {
  interface HTMLElementTagNameMap {
    'ss-scaled-text': SsScaledText
  }
}
