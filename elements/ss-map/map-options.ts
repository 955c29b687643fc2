import type { LatLng, MapOptions } from '../../core/maps/maps-api.ts'
import { NO_LABELS, STYLE_RULES } from './map-styles.ts'
import type { MapConfig, MapLocation } from './schema.ts'

/** The maps website, where a marker click and the address card lead. */
export const MAPS_WEBSITE = 'https://maps.google.com/maps'

/** The marker's size in pixels; its tip is at the middle of its bottom edge. */
export const MARKER_SIZE = { width: 48, height: 64 }

export const mapCenter = (location: MapLocation): LatLng => ({ lat: location.mapLat, lng: location.mapLng })

export const markerPosition = (location: MapLocation): LatLng => ({
  lat: location.markerLat ?? location.mapLat,
  lng: location.markerLng ?? location.mapLng,
})

/** The lines of the address that are filled in, title first. */
export const addressLines = (location: MapLocation): string[] =>
  [location.addressTitle, location.addressLine1, location.addressLine2, location.addressCountry].filter(Boolean)

/**
 * The options of the map for a configuration. Wheel zoom stays off unless asked for: Google's cooperative
 * gestures then let the page scroll past the map, which zooms with Ctrl and the wheel or with two fingers.
 */
export function mapOptions(config: MapConfig): MapOptions {
  const satellite = config.style === 'Satellite'
  return {
    center: mapCenter(config.location),
    zoom: config.location.mapZoom,
    mapTypeId: satellite ? (config.showLabels ? 'hybrid' : 'satellite') : config.showTerrain ? 'terrain' : 'roadmap',
    styles: [...STYLE_RULES[config.style], ...(config.showLabels ? [] : [NO_LABELS])],
    gestureHandling: !config.draggable ? 'none' : config.scrollwheel ? 'greedy' : 'cooperative',
    disableDefaultUI: config.disableDefaultUI,
    zoomControl: config.showControls,
  }
}

/** The address on the maps website: the marker's place (`sll`), the address searched for (`q`), the zoom (`z`). */
export function mapsWebsiteUrl(location: MapLocation): string {
  const { lat, lng } = markerPosition(location)
  const url = new URL(MAPS_WEBSITE)
  url.searchParams.set('sll', `${lat},${lng}`)
  url.searchParams.set('q', addressLines(location).join(', ') || `${lat},${lng}`)
  url.searchParams.set('z', String(location.mapZoom))
  return url.href
}
