import { describe, expect, it } from 'vitest'
import { rgbColor, type Color } from './color.ts'
import { formatColor, formatHex, formatHsl, formatRgb } from './format-color.ts'
import { parseColor } from './parse-color.ts'

describe('formatting', () => {
  it.each([
    [{ r: 250, g: 128, b: 114, a: 1 }, '#fa8072', 'rgb(250, 128, 114)', 'hsl(6.18, 93.15%, 71.37%)'],
    [{ r: 0, g: 0, b: 0, a: 1 }, '#000000', 'rgb(0, 0, 0)', 'hsl(0, 0%, 0%)'],
    [{ r: 255, g: 255, b: 255, a: 1 }, '#ffffff', 'rgb(255, 255, 255)', 'hsl(0, 0%, 100%)'],
    [{ r: 0, g: 128, b: 0, a: 1 }, '#008000', 'rgb(0, 128, 0)', 'hsl(120, 100%, 25.1%)'],
  ])('%j → %s, %s, %s', (color, hex, rgb, hsl) => {
    expect(formatHex(color)).toBe(hex)
    expect(formatRgb(color)).toBe(rgb)
    expect(formatHsl(color)).toBe(hsl)
  })

  it('writes alpha when it is not 1', () => {
    const color = { r: 1, g: 2, b: 3, a: 0.5 }
    expect(formatRgb(color)).toBe('rgba(1, 2, 3, 0.5)')
    expect(formatHsl(color)).toBe('hsla(210, 50%, 0.78%, 0.5)')
  })

  it.each([0, 0.5, 0.999])('refuses hex for alpha %s', (a) => {
    expect(() => formatHex({ r: 1, g: 2, b: 3, a })).toThrow(new Error('Color must have alpha of 1 when stringifying to hex'))
  })

  it('names the formats it knows, and throws the model error for others', () => {
    const color = { r: 1, g: 2, b: 3, a: 1 }
    expect(formatColor(color, 'hex')).toBe('#010203')
    expect(formatColor(color, 'rgb')).toBe('rgb(1, 2, 3)')
    expect(formatColor(color, 'hsl')).toBe('hsl(210, 50%, 0.78%)')
    expect(() => formatColor(color, 'cmyk' as 'hex')).toThrow(new Error('Invalid color model'))
  })
})

describe('lossless round trip', () => {
  const colors: Color[] = []
  for (let r = 0; r <= 255; r += 15) for (let g = 0; g <= 255; g += 17) for (let b = 0; b <= 255; b += 5) colors.push(rgbColor(r, g, b))
  colors.push(rgbColor(1, 254, 127), rgbColor(128, 127, 126, 0.3))

  it(`brings ${colors.length} colours back unchanged through hsl, rgb and hex text`, () => {
    // One assertion over every text that does not come back, rather than 45,000 assertions: fast on a busy machine.
    const changed = colors.flatMap((color) =>
      [formatHsl(color), formatRgb(color), ...(color.a === 1 ? [formatHex(color)] : [])]
        .filter((text) => JSON.stringify(parseColor(text)) !== JSON.stringify(color))
        .map((text) => `${text} from ${JSON.stringify(color)}`),
    )
    expect(changed).toEqual([])
  })
})
