import { describe, expect, it } from 'vitest'
import { DARK_BRIGHTNESS_LIMIT, isAboveLumaThreshold, isDarkColor, LUMA_THRESHOLD, relativeLuminance } from './brightness.ts'
import { parseColor } from './parse-color.ts'

describe('isDarkColor', () => {
  it('draws the line at 0.65 of 256', () => {
    expect(DARK_BRIGHTNESS_LIMIT).toBe(166.4)
  })

  it.each([
    ['#000000', true],
    ['#ffffff', false],
    ['#a6a6a6', true], // brightness 166
    ['#a7a7a7', false], // brightness 167
    ['#0000ff', true],
    ['#ffff00', false], // 225.9
    ['#00ff00', true], // 0.587 × 255 = 149.685
    ['salmon', true], // 162.9
    ['rgba(0, 0, 0, 0.1)', true], // alpha is not taken into account
  ])('%s → dark: %s', (text, dark) => {
    expect(isDarkColor(text)).toBe(dark)
  })

  it('throws the model error for text that is not a colour', () => {
    expect(() => isDarkColor('nope')).toThrow('Could not determine color model.')
  })
})

describe('luma threshold', () => {
  it('defaults to 0.34', () => {
    expect(LUMA_THRESHOLD).toBe(0.34)
  })

  it.each([
    ['#ffffff', 1, true],
    ['#000000', 0, false],
    ['#9e9e9e', 0.3419, true],
    ['#9d9d9d', 0.3372, false],
  ])('%s has luminance %s, above 0.34: %s', (text, luminance, above) => {
    const color = parseColor(text)
    expect(relativeLuminance(color)).toBeCloseTo(luminance, 3)
    expect(isAboveLumaThreshold(color)).toBe(above)
  })

  it('takes another threshold', () => {
    expect(isAboveLumaThreshold(parseColor('#9e9e9e'), 0.5)).toBe(false)
  })
})
