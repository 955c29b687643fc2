import type { SsElementJsxProps } from '../../core/element/jsx.ts'
import type { mapAttributes } from './attributes.ts'
import type { SsMap } from './element.ts'
import type { MapEventMap } from './index.ts'
import type { MapConfig } from './schema.ts'

/** `<ss-map>` in React 19's JSX (`import type {} from 'ss-elements/jsx'`): its attributes, typed by its declaration, and its events. */
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ss-map': SsElementJsxProps<SsMap, MapConfig, typeof mapAttributes, MapEventMap>
    }
  }
}
