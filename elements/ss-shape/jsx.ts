import type { SsElementJsxProps } from '../../core/element/jsx.ts'
import type { shapeAttributes } from './attributes.ts'
import type { SsShape } from './element.ts'
import type { ShapeConfig } from './schema.ts'

/** `<ss-shape>` in React 19's JSX (`import type {} from 'ss-elements/jsx'`): its attributes, typed by its declaration, and its events. */
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ss-shape': SsElementJsxProps<SsShape, ShapeConfig, typeof shapeAttributes, Record<never, CustomEvent>>
    }
  }
}
