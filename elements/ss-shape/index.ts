import type { SsElementJsxProps } from '../../core/element/jsx.ts'
import type { shapeAttributes } from './attributes.ts'
import { SsShape } from './element.ts'
import type { ShapeConfig } from './schema.ts'

SsShape.define()

export { SsShape }

declare global {
  interface HTMLElementTagNameMap {
    'ss-shape': SsShape
  }
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ss-shape': SsElementJsxProps<SsShape, ShapeConfig, typeof shapeAttributes, Record<never, CustomEvent>>
    }
  }
}
