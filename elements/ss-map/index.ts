import { SsMap } from './element.ts'
import * as implementation from './implementation.ts'
import type { MapErrorDetail } from './schema.ts'

SsMap.provide(implementation)
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
