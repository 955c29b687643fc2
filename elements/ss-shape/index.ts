import { SsShape } from './element.ts'
import * as implementation from './implementation.ts'

SsShape.provide(implementation)
SsShape.define()

export { SsShape }

declare global {
  interface HTMLElementTagNameMap {
    'ss-shape': SsShape
  }
}
