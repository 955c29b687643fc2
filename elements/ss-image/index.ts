import { SsImage } from './element.ts'

SsImage.define()

export { SsImage }

declare global {
  interface HTMLElementTagNameMap {
    'ss-image': SsImage
  }
}
