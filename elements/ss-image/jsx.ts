import type { SsElementJsxProps } from '../../core/element/jsx.ts'
import type { imageAttributes } from './attributes.ts'
import type { SsImage } from './element.ts'
import type { ImageConfig } from './schema.ts'

/** `<ss-image>` in React 19's JSX (`import type {} from 'ss-elements/jsx'`): its attributes, typed by its declaration, and its events. */
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ss-image': SsElementJsxProps<SsImage, ImageConfig, typeof imageAttributes, Record<never, CustomEvent>>
    }
  }
}
