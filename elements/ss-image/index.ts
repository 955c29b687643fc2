import { SsImage } from './element.ts'
import * as implementation from './implementation.ts'

SsImage.provide(implementation)
SsImage.define()

export { SsImage }

declare global {
  interface HTMLElementTagNameMap {
    'ss-image': SsImage
  }
}
