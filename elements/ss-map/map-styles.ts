import type { MapTypeStyle } from '../../core/maps/maps-api.ts'
import type { MapStyle } from './schema.ts'

const off = [{ visibility: 'off' }]
const quiet: MapTypeStyle[] = [
  { featureType: 'poi', stylers: off },
  { featureType: 'transit', stylers: off },
  { elementType: 'labels.icon', stylers: off },
]
const colors = (land: string, water: string, road: string, text: string): MapTypeStyle[] => [
  { elementType: 'geometry', stylers: [{ color: land }] },
  { featureType: 'water', elementType: 'geometry', stylers: [{ color: water }] },
  { featureType: 'road', elementType: 'geometry', stylers: [{ color: road }] },
  { elementType: 'labels.text.fill', stylers: [{ color: text }] },
  { elementType: 'labels.text.stroke', stylers: [{ color: land }] },
  ...quiet,
]

/** How each named style colours the road map; Satellite is a map type of its own rather than colours. */
export const STYLE_RULES: Record<MapStyle, MapTypeStyle[]> = {
  Original: [],
  Grayscale: [{ stylers: [{ saturation: -100 }] }],
  Satellite: [],
  MinimalLight: colors('#f5f5f5', '#dadada', '#ffffff', '#757575'),
  MinimalDark: colors('#212121', '#000000', '#3c3c3c', '#8a8a8a'),
  MinimalBlue: colors('#e4ecf5', '#8fb4de', '#ffffff', '#3f5f86'),
}

/** Hides every label: place and street names, and their icons. */
export const NO_LABELS: MapTypeStyle = { elementType: 'labels', stylers: off }
