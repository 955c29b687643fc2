import type { MapsApi, MarkerIcon } from '../../core/maps/maps-api.ts'
import { MARKER_SIZE } from './map-options.ts'

const { width, height } = MARKER_SIZE

// Drawn here rather than fetched: the marker costs no request.
const PIN =
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 48 64">` +
  '<path d="M24 0C10.7 0 0 10.7 0 24c0 18 24 40 24 40s24-22 24-40C48 10.7 37.3 0 24 0z" fill="#c5221f"/>' +
  '<circle cx="24" cy="24" r="9" fill="#fff"/></svg>'

/** The 48×64 pin, anchored at its tip. */
export const markerIcon = (api: MapsApi): MarkerIcon => ({
  url: `data:image/svg+xml,${encodeURIComponent(PIN)}`,
  scaledSize: new api.Size(width, height),
  anchor: new api.Point(width / 2, height),
})
