import type { SsElementJsxProps } from '../../core/element/jsx.ts'
import type { imageAttributes } from './attributes.ts'
import { SsImage } from './element.ts'
import type { ImageConfig } from './schema.ts'

SsImage.define()

export { SsImage }

declare global {
  interface HTMLElementTagNameMap {
    'ss-image': SsImage
  }
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ss-image': SsElementJsxProps<SsImage, ImageConfig, typeof imageAttributes, Record<never, CustomEvent>>
    }
  }
}
