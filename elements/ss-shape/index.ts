import { SsShape } from './element.ts'

SsShape.define()

export { SsShape }

declare global {
  interface HTMLElementTagNameMap {
    'ss-shape': SsShape
  }
}
