/** The few classes of the Google Maps JavaScript API that this library uses (`google.maps`). */
export interface MapsApi {
  Map: new (container: HTMLElement, options: MapOptions) => MapsMap
  Marker: new (options: MarkerOptions) => MapsMarker
  Size: new (width: number, height: number) => unknown
  Point: new (x: number, y: number) => unknown
  event: {
    addListenerOnce(instance: object, eventName: string, handler: () => void): MapsListener
  }
}

export interface LatLng {
  lat: number
  lng: number
}

/** One rule of a styled map: which features, and how they look. */
export interface MapTypeStyle {
  featureType?: string
  elementType?: string
  stylers: Array<Record<string, string | number>>
}

export interface MapOptions {
  center: LatLng
  zoom: number
  mapTypeId: 'roadmap' | 'satellite' | 'hybrid' | 'terrain'
  styles: MapTypeStyle[]
  gestureHandling: 'cooperative' | 'greedy' | 'none'
  disableDefaultUI: boolean
  zoomControl: boolean
}

export interface MarkerIcon {
  url: string
  scaledSize: unknown
  anchor: unknown
}

export interface MarkerOptions {
  position: LatLng
  title: string
  draggable: boolean
  clickable: boolean
  icon?: MarkerIcon
  map?: MapsMap
}

export interface MapsMap {
  setOptions(options: MapOptions): void
}

export interface MapsMarker {
  setOptions(options: MarkerOptions): void
  setMap(map: MapsMap | null): void
  addListener(eventName: string, handler: () => void): MapsListener
}

export interface MapsListener {
  remove(): void
}

declare global {
  interface Window {
    google?: { maps?: MapsApi }
    /** Google calls it when it refuses the page's key; the maps it drew then show only an error. */
    gm_authFailure?: () => void
  }
}
