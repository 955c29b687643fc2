import { describe, expect, it } from 'vitest'
import { colorToHsl, normalizeHue, rgbColor } from './color.ts'
import { resolveColorReference, type ColorSources } from './color-reference.ts'
import { formatHex } from './format-color.ts'
import { isValidPaletteColorValue, paletteColorText, paletteColorToColor } from './palette-color.ts'
import { parseColor } from './parse-color.ts'
import { FALLBACK_SEED_COLOR, generatePalette, PALETTE_PRESETS } from './presets.ts'
import { INVERSE_ACCENT_COLORS, SYSTEM_COLORS } from './system-colors.ts'

const hsl = (hue: number, saturation: number, lightness: number, alpha?: number) => ({ hue, saturation, lightness, alpha })

describe('palette colour values', () => {
  it.each([
    ['the smallest values', { userFormat: 'hex', values: hsl(0, 0, 0) }, true],
    ['the largest values', { userFormat: 'rgb', values: hsl(360, 100, 100, 1) }, true],
    ['alpha 0 in hsl', { userFormat: 'hsl', values: hsl(10, 20, 30, 0) }, true],
    ['hue 361', { userFormat: 'hex', values: hsl(361, 50, 50) }, false],
    ['hue -1', { userFormat: 'hex', values: hsl(-1, 50, 50) }, false],
    ['saturation 101', { userFormat: 'hex', values: hsl(1, 101, 50) }, false],
    ['lightness -0.1', { userFormat: 'hex', values: hsl(1, 50, -0.1) }, false],
    ['alpha 1.1', { userFormat: 'hsl', values: hsl(1, 50, 50, 1.1) }, false],
    ['format hsv', { userFormat: 'hsv', values: hsl(1, 50, 50) }, false],
    ['hue as text', { userFormat: 'hex', values: { hue: '1', saturation: 5, lightness: 5 } }, false],
    ['no values', { userFormat: 'hex' }, false],
    ['null', null, false],
  ])('%s → valid: %s', (_, value, valid) => {
    expect(isValidPaletteColorValue(value)).toBe(valid)
  })

  it('reads alpha 1 when there is none, and writes the value in its user format', () => {
    expect(paletteColorToColor({ userFormat: 'hex', values: hsl(0, 100, 50) })).toEqual({ r: 255, g: 0, b: 0, a: 1 })
    expect(paletteColorText({ userFormat: 'hex', values: hsl(0, 100, 50) })).toBe('#ff0000')
    expect(paletteColorText({ userFormat: 'rgb', values: hsl(0, 100, 50, 0.5) })).toBe('rgba(255, 0, 0, 0.5)')
    expect(paletteColorText({ userFormat: 'hsl', values: hsl(120, 100, 25) })).toBe('hsl(120, 100%, 25.1%)')
    expect(() => paletteColorText({ userFormat: 'hex', values: hsl(0, 100, 50, 0.5) })).toThrow(
      'Color must have alpha of 1 when stringifying to hex',
    )
  })
})

describe('system and inverse-accent colours', () => {
  it('lists the five system colours with their labels, in order', () => {
    expect(SYSTEM_COLORS.map(({ id, label, order }) => `${order} ${id} ${label}`)).toEqual([
      '0 white Lightest',
      '1 lightAccent Light',
      '2 accent Bright',
      '3 darkAccent Dark',
      '4 black Darkest',
    ])
    expect(Object.isFrozen(SYSTEM_COLORS)).toBe(true)
  })

  it('lists the five inverse-accent colours with their labels', () => {
    expect(INVERSE_ACCENT_COLORS.map(({ id, label }) => `${id} ${label}`)).toEqual([
      'safeLightAccent Safe Light',
      'safeDarkAccent Safe Dark',
      'safeInverseAccent Safe Inverse',
      'safeInverseLightAccent Safe Inverse Light',
      'safeInverseDarkAccent Safe Inverse Dark',
    ])
  })
})

describe('colour references', () => {
  const sources: ColorSources = {
    theme: { accent: rgbColor(10, 20, 30) },
    palette: { darkAccent: rgbColor(1, 2, 3), faded: rgbColor(4, 5, 6, 0.5) },
  }
  it.each([
    ['a theme colour', { type: 'THEME_COLOR', id: 'accent' } as const, rgbColor(10, 20, 30)],
    ['an unknown theme colour', { type: 'THEME_COLOR', id: 'nope' } as const, undefined],
    ['a palette colour', { type: 'SITE_PALETTE_COLOR', id: 'darkAccent' } as const, rgbColor(1, 2, 3)],
    ['a palette colour with alpha', { type: 'SITE_PALETTE_COLOR', id: 'darkAccent', alpha: 0.4 } as const, rgbColor(1, 2, 3, 0.4)],
    ['a palette colour with alpha 0', { type: 'SITE_PALETTE_COLOR', id: 'faded', alpha: 0 } as const, rgbColor(4, 5, 6, 0)],
    ['a palette colour with alpha out of range', { type: 'SITE_PALETTE_COLOR', id: 'faded', alpha: 3 } as const, rgbColor(4, 5, 6, 0.5)],
    ['an unknown palette colour', { type: 'SITE_PALETTE_COLOR', id: 'nope', alpha: 1 } as const, undefined],
    ['a custom colour', { type: 'CUSTOM_COLOR', value: 'rgba(7, 8, 9, 0.5)' } as const, rgbColor(7, 8, 9, 0.5)],
  ])('%s', (_, reference, color) => {
    expect(resolveColorReference(reference, sources)).toEqual(color)
  })
})

describe('palette presets', () => {
  it('names the four presets', () => {
    expect(PALETTE_PRESETS).toEqual(['monochrome', 'complementary', 'analogous-i', 'analogous-ii'])
  })

  const seeds = ['#fa8072', '#123456', '#010203', '#fefefe', '#7f7f80', '#ff0000', '#3d9970', 'rgb(201, 33, 99)', 'hsl(33, 41%, 57%)']
  it.each(PALETTE_PRESETS.flatMap((preset) => seeds.map((seed) => [preset, seed] as const)))(
    '%s keeps the seed %s exactly as the accent',
    (preset, seed) => {
      const palette = generatePalette(preset, seed)
      expect(palette.accent).toEqual(parseColor(seed))
      if (seed.startsWith('#')) expect(formatHex(palette.accent)).toBe(seed)
    },
  )

  it('seeds with salmon when there is no accent', () => {
    expect(FALLBACK_SEED_COLOR).toBe('#fa8072')
    expect(generatePalette('monochrome').accent).toEqual(parseColor('salmon'))
  })

  it.each(PALETTE_PRESETS)('%s goes from lightest to darkest', (preset) => {
    const palette = generatePalette(preset, '#3d9970')
    const lightness = SYSTEM_COLORS.filter(({ id }) => id !== 'accent').map(({ id }) => {
      const { r, g, b } = palette[id]
      return r + g + b
    })
    expect(lightness).toEqual([...lightness].sort((a, b) => b - a))
  })

  it.each([
    ['monochrome', 0, 0],
    ['complementary', 180, 180],
    ['analogous-i', 30, -30],
    ['analogous-ii', -30, 30],
  ] as const)('%s turns the hue of the light accent by %s° and of the dark accent by %s°', (preset, light, dark) => {
    const seed = parseColor('#3d9970')
    const palette = generatePalette(preset, '#3d9970')
    const turn = (id: 'lightAccent' | 'darkAccent') => normalizeHue(colorToHsl(palette[id]).hue - colorToHsl(seed).hue)
    expect(Math.abs(normalizeHue(turn('lightAccent') - light + 180) - 180)).toBeLessThan(2)
    expect(Math.abs(normalizeHue(turn('darkAccent') - dark + 180) - 180)).toBeLessThan(2)
  })
})
