import type { SsElementJsxProps } from '../../core/element/jsx.ts'
import type { mapAttributes } from './attributes.ts'
import { SsMap } from './element.ts'
import type { MapConfig, MapErrorDetail } from './schema.ts'

SsMap.define()

export { SsMap }
export type { MapErrorDetail }

export interface MapEventMap {
  'ss-map-ready': CustomEvent<null>
  'ss-map-error': CustomEvent<MapErrorDetail>
}

declare global {
  interface HTMLElementTagNameMap {
    'ss-map': SsMap
  }
  interface GlobalEventHandlersEventMap extends MapEventMap {}
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ss-map': SsElementJsxProps<SsMap, MapConfig, typeof mapAttributes, MapEventMap>
    }
  }
}
