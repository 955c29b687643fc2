import type { AttributeTypes } from '../../core/element/attribute-values.ts'
import type { MapConfig } from './schema.ts'

/**
 * The plain attributes of `<ss-map>`: each sets the block JSON key of the same name. `style` and `draggable`
 * are HTML's own attributes (inline CSS, drag and drop), so those two keys are set in the block JSON only.
 */
export const mapAttributes = {
  /** The maps key; without one (here, in the block JSON or in the page context) the address shows instead. */
  apiKey: 'string',
  /** Shows the names of places and streets. */
  showLabels: 'boolean',
  /** Shows the relief (terrain map) rather than the road map. */
  showTerrain: 'boolean',
  /** Zooms with the mouse wheel alone; otherwise the page scrolls and the map zooms with Ctrl or two fingers. */
  scrollwheel: 'boolean',
  /** Shows the zoom buttons. */
  showControls: 'boolean',
  /** Hides the map's other built-in controls (map type, Street View, full screen). */
  disableDefaultUI: 'boolean',
  /** Lets the visitor drag the marker. */
  markerDraggable: 'boolean',
  /** Opens the address on the maps website when the marker is clicked. */
  linkOnClick: 'boolean',
} as const satisfies AttributeTypes<MapConfig>
