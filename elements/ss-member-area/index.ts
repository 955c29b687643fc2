import { SsMemberArea } from './element.ts'
import * as implementation from './implementation.ts'

SsMemberArea.provide(implementation)
SsMemberArea.define()

export { SsMemberArea }

declare global {
  interface HTMLElementTagNameMap {
    'ss-member-area': SsMemberArea
  }
}
