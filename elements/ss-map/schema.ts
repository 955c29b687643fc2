import { z } from 'zod/mini'

/** The named map styles; style id n (1 to 6) is the n-th. */
export const MAP_STYLES = ['Original', 'Grayscale', 'Satellite', 'MinimalLight', 'MinimalDark', 'MinimalBlue'] as const
export type MapStyle = (typeof MAP_STYLES)[number]

/** The default centre, in the New York area. */
export const DEFAULT_CENTER = { lat: 40.7207559, lng: -74.0007613 }
export const DEFAULT_ZOOM = 12

const latitude = z.number().check(z.gte(-90), z.lte(90))
const longitude = z.number().check(z.gte(-180), z.lte(180))
const text = z._default(z.string(), '')
const flag = (value: boolean) => z._default(z.boolean(), value)

const styleId = z.pipe(
  z.int().check(z.gte(1), z.lte(MAP_STYLES.length)),
  z.transform((id: number) => MAP_STYLES[id - 1]!),
)

/** Where the map looks and the address it names; the marker stands at the centre unless placed. */
const locationSchema = z.object({
  mapLat: z._default(latitude, DEFAULT_CENTER.lat),
  mapLng: z._default(longitude, DEFAULT_CENTER.lng),
  markerLat: z.optional(latitude),
  markerLng: z.optional(longitude),
  mapZoom: z._default(z.int().check(z.gte(0), z.lte(22)), DEFAULT_ZOOM),
  addressTitle: text,
  addressLine1: text,
  addressLine2: text,
  addressCountry: text,
})

/** The map block JSON: its location and display options, and the maps key. */
export const mapBlockSchema = z.object({
  location: z.prefault(locationSchema, {}),
  style: z._default(z.union([styleId, z.enum(MAP_STYLES)]), 'Original'),
  showLabels: flag(true),
  showTerrain: flag(false),
  draggable: flag(true),
  scrollwheel: flag(false),
  showControls: flag(true),
  disableDefaultUI: flag(false),
  markerDraggable: flag(false),
  linkOnClick: flag(true),
  apiKey: z.optional(z.string()),
})

export type MapConfig = z.output<typeof mapBlockSchema>
export type MapLocation = MapConfig['location']

export interface MapErrorDetail {
  message: string
}
