import { SsMap } from './element.ts'
import type { MapErrorDetail } from './schema.ts'

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
