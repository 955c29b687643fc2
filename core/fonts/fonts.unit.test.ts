import { describe, expect, it } from 'vitest'
import { googleFontsHref } from './google-fonts.ts'
import { googleFontFamilies, siteHasFonts, typekitFontRequests } from './site-fonts.ts'
import { faceServes, missingKitFonts, typekitHref } from './typekit.ts'

const face = (family: string, style = 'normal', weight = '400') => ({ family, style, weight })

describe('the fonts of the page context', () => {
  it('reads the Google Fonts families from a list or a map, once each, skipping empty names', () => {
    expect(googleFontFamilies({ googleFonts: [{ includeName: 'Lato:400,700' }, { includeName: ' ' }, { includeName: 'Lato:400,700' }] })).toEqual([
      'Lato:400,700',
    ])
    expect(googleFontFamilies({ googleFonts: { a: { includeName: 'Lato' }, b: { includeName: 'Open Sans:300' } } })).toEqual(['Lato', 'Open Sans:300'])
    expect(googleFontFamilies({ googleFonts: null })).toEqual([])
  })

  it('reads the Typekit requests with their variations as a text or a list', () => {
    expect(
      typekitFontRequests({ typekitFonts: [{ id: 'proxima-nova', variations: 'n4, i7' }, { id: 'museo', variations: ['n3'] }, { id: '' }, { id: 'brandon' }] }),
    ).toEqual([
      { id: 'proxima-nova', variations: ['n4', 'i7'] },
      { id: 'museo', variations: ['n3'] },
      { id: 'brandon', variations: [] },
    ])
  })

  it('has fonts only when a family, a kit or a kit font is configured', () => {
    expect(siteHasFonts({})).toBe(false)
    expect(siteHasFonts({ googleFonts: [], typekitFonts: [], website: { id: 'w1', typekitId: null } })).toBe(false)
    expect(siteHasFonts({ googleFonts: [{ includeName: 'Lato' }] })).toBe(true)
    expect(siteHasFonts({ website: { typekitId: 'abc1234' } })).toBe(true)
    expect(siteHasFonts({ typekitFonts: [{ id: 'museo' }] })).toBe(true)
  })
})

describe('the font stylesheet addresses', () => {
  it('asks Google for every family in one stylesheet with display=swap', () => {
    const url = new URL(googleFontsHref('https://fonts.googleapis.com/css', ['Lato:400,700', 'Open Sans']))
    expect(url.origin + url.pathname).toBe('https://fonts.googleapis.com/css')
    expect(url.searchParams.get('family')).toBe('Lato:400,700|Open Sans')
    expect(url.searchParams.get('display')).toBe('swap')
  })

  it('names the kit stylesheet after the kit, escaped', () => {
    expect(typekitHref('https://use.typekit.net', 'abc1234')).toBe('https://use.typekit.net/abc1234.css')
    expect(typekitHref('https://use.typekit.net/', 'a/../b')).toBe('https://use.typekit.net/a%2F..%2Fb.css')
  })
})

describe('the Typekit fonts a kit lacks', () => {
  it('reads a variation as a style letter and a weight in hundreds', () => {
    expect(faceServes(face('x', 'normal', '400'), 'n4')).toBe(true)
    expect(faceServes(face('x', 'italic', '700'), 'i7')).toBe(true)
    expect(faceServes(face('x', 'oblique 10deg', '400'), 'o4')).toBe(true)
    expect(faceServes(face('x', 'normal', 'bold'), 'n7')).toBe(true)
    expect(faceServes(face('x', 'normal', '100 900'), 'n3')).toBe(true)
    expect(faceServes(face('x', 'italic', '400'), 'n4')).toBe(false)
    expect(faceServes(face('x', 'normal', '400'), 'n7')).toBe(false)
    expect(faceServes(face('x', 'normal', '400'), 'x4')).toBe(false)
  })

  it('names each absent family, and each absent variation of a present one', () => {
    const faces = [face('"proxima-nova"'), face('proxima-nova', 'italic', '700')]
    expect(
      missingKitFonts(
        [
          { id: 'proxima-nova', variations: ['n4', 'i7', 'n7'] },
          { id: 'museo', variations: ['n3'] },
        ],
        faces,
      ),
    ).toEqual(['proxima-nova n7', 'museo'])
    expect(missingKitFonts([{ id: 'proxima-nova', variations: [] }], faces)).toEqual([])
  })
})
