import { describe, expect, it } from 'vitest'
import { mapOptions, mapsWebsiteUrl } from './map-options.ts'
import { mapBlockSchema, type MapConfig } from './schema.ts'

const config = (json: object): MapConfig => mapBlockSchema.parse(json)

describe('the map options', () => {
  it('reads style ids 1 to 6 as Original, Grayscale, Satellite, MinimalLight, MinimalDark and MinimalBlue', () => {
    expect([1, 2, 3, 4, 5, 6].map((style) => config({ style }).style)).toEqual([
      'Original',
      'Grayscale',
      'Satellite',
      'MinimalLight',
      'MinimalDark',
      'MinimalBlue',
    ])
    expect(config({ style: 'MinimalDark' }).style).toBe('MinimalDark')
    expect(mapBlockSchema.safeParse({ style: 0 }).success).toBe(false)
    expect(mapBlockSchema.safeParse({ style: 'minimal dark' }).success).toBe(false)
  })

  it('centres on the New York area at zoom 12 by default, with the marker at the centre', () => {
    const defaults = config({})
    expect(mapOptions(defaults)).toMatchObject({ center: { lat: 40.7207559, lng: -74.0007613 }, zoom: 12 })
    expect(new URL(mapsWebsiteUrl(defaults.location)).searchParams.get('sll')).toBe('40.7207559,-74.0007613')
  })

  it('zooms with the wheel only when scrollwheel is on, and not at all when the map is not draggable', () => {
    expect(mapOptions(config({})).gestureHandling).toBe('cooperative')
    expect(mapOptions(config({ scrollwheel: true })).gestureHandling).toBe('greedy')
    expect(mapOptions(config({ scrollwheel: true, draggable: false })).gestureHandling).toBe('none')
  })

  it('shows satellite images with labels as the hybrid map, and terrain only on road-map styles', () => {
    expect(mapOptions(config({ style: 3 })).mapTypeId).toBe('hybrid')
    expect(mapOptions(config({ style: 3, showLabels: false })).mapTypeId).toBe('satellite')
    expect(mapOptions(config({ style: 3, showTerrain: true })).mapTypeId).toBe('hybrid')
    expect(mapOptions(config({ style: 2, showTerrain: true })).mapTypeId).toBe('terrain')
  })

  it('searches the maps website for the address, or for the marker when there is none', () => {
    const location = { mapLat: 1, mapLng: 2, markerLat: 3, markerLng: 4, mapZoom: 9, addressLine1: '1 Main St' }
    expect(Object.fromEntries(new URL(mapsWebsiteUrl(config({ location }).location)).searchParams)).toEqual({
      sll: '3,4',
      q: '1 Main St',
      z: '9',
    })
    const bare = config({ location: { mapLat: 1, mapLng: 2 } }).location
    expect(new URL(mapsWebsiteUrl(bare)).searchParams.get('q')).toBe('1,2')
  })
})
