export { loadMapsApi, mapsLocale, mapsScriptSource, onMapsKeyRefused, setMapsScriptUrl, MAPS_API_VERSION, MAPS_LOAD_TIMEOUT_MS, MAPS_SCRIPT_URL } from './load-maps-api.ts'
export type { MapsApiOptions } from './load-maps-api.ts'
export type { LatLng, MapOptions, MapsApi, MapsMap, MapsMarker, MapTypeStyle, MarkerOptions } from './maps-api.ts'
