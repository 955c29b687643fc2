import { describe, expect, it } from 'vitest'
import { mapsLocale } from './load-maps-api.ts'

describe('mapsLocale', () => {
  it("takes the map's language from the page's and its region from the language's region subtag", () => {
    expect(mapsLocale('de-CH')).toEqual({ language: 'de-CH', region: 'CH' })
    expect(mapsLocale('zh-Hant-TW')).toEqual({ language: 'zh-Hant-TW', region: 'TW' })
    expect(mapsLocale('es-419')).toEqual({ language: 'es-419' })
    expect(mapsLocale('fr')).toEqual({ language: 'fr' })
    expect(mapsLocale('')).toEqual({})
  })
})
