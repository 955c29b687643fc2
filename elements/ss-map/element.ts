import { createElementClass } from '../../core/element/create-element-class.ts'
import { mapAttributes } from './attributes.ts'

/**
 * @tag ss-map
 * @summary A map with a marker at an address, which loads the maps script only when it nears the viewport and shows the address without a key, without JavaScript, or when the script fails.
 *
 * @attr {string} data-block-json - The map block JSON: `{"location": {"mapLat": 40.72, "mapLng": -74, "mapZoom": 12, "addressTitle": "…"}, "style": 1, "scrollwheel": false, …}`.
 *
 * @fires {CustomEvent<null>} ss-map-ready - The map has drawn and can be used.
 * @fires {CustomEvent<{message: string}>} ss-map-error - The maps script failed to load, timed out after 30 seconds, or Google refused the key; the address shows.
 * @fires {CustomEvent<{tag: string, attribute: string, path: string, message: string}>} ss-error - The configuration is unusable; the light DOM shows instead.
 *
 * @slot - The address (with a link to it on the maps website), shown until the map is usable and instead of it.
 *
 * @csspart base - The box the map fills, while a map is wanted.
 * @csspart map - The map.
 * @csspart address - The address card shown when the light DOM is empty.
 *
 * @cssprop [--ss-map-height=400px] - The height of the map.
 */
export class SsMap extends createElementClass({
  tag: 'ss-map',
  attributes: mapAttributes,
  load: () => import('./implementation.ts'),
}) {}
