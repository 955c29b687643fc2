import type { SsElementJsxProps } from '../../core/element/jsx.ts'
import type { shapeAttributes } from './attributes.ts'
import { SsShape } from './element.ts'
import type { ShapeActivateDetail, ShapeConfig } from './schema.ts'

SsShape.define()

export { SsShape }
export type { ShapeActivateDetail }

export interface ShapeEventMap {
  'ss-shape-activate': CustomEvent<ShapeActivateDetail>
}

declare global {
  interface HTMLElementTagNameMap {
    'ss-shape': SsShape
  }
  interface GlobalEventHandlersEventMap extends ShapeEventMap {}
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ss-shape': SsElementJsxProps<SsShape, ShapeConfig, typeof shapeAttributes, ShapeEventMap>
    }
  }
}
