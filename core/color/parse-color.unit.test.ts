import { describe, expect, it } from 'vitest'
import { parseColor } from './parse-color.ts'

describe('parseColor', () => {
  it.each([
    ['#f00', { r: 255, g: 0, b: 0, a: 1 }],
    ['#F00', { r: 255, g: 0, b: 0, a: 1 }],
    ['#f008', { r: 255, g: 0, b: 0, a: 0x88 / 255 }],
    ['#fa8072', { r: 250, g: 128, b: 114, a: 1 }],
    ['#fa807280', { r: 250, g: 128, b: 114, a: 0x80 / 255 }],
    ['  #000000  ', { r: 0, g: 0, b: 0, a: 1 }],
    ['rgb(250, 128, 114)', { r: 250, g: 128, b: 114, a: 1 }],
    ['rgb(250 128 114)', { r: 250, g: 128, b: 114, a: 1 }],
    ['rgba(250, 128, 114, 0.5)', { r: 250, g: 128, b: 114, a: 0.5 }],
    ['rgb(250 128 114 / 50%)', { r: 250, g: 128, b: 114, a: 0.5 }],
    ['rgb(100%, 50%, 0%)', { r: 255, g: 128, b: 0, a: 1 }],
    ['rgb(300, -5, 127.6)', { r: 255, g: 0, b: 128, a: 1 }],
    ['hsl(0, 100%, 50%)', { r: 255, g: 0, b: 0, a: 1 }],
    ['hsl(120deg 100% 25%)', { r: 0, g: 128, b: 0, a: 1 }],
    ['hsla(240, 100%, 50%, 0.25)', { r: 0, g: 0, b: 255, a: 0.25 }],
    ['hsl(-120, 100, 50)', { r: 0, g: 0, b: 255, a: 1 }],
    ['hsl(6, 93%, 71%)', { r: 250, g: 126, b: 112, a: 1 }],
    ['hsv(0, 100%, 100%)', { r: 255, g: 0, b: 0, a: 1 }],
    ['hsv(120, 50%, 50%)', { r: 64, g: 128, b: 64, a: 1 }],
    ['hsva(240, 100%, 100%, 0.5)', { r: 0, g: 0, b: 255, a: 0.5 }],
    ['salmon', { r: 250, g: 128, b: 114, a: 1 }],
    ['RebeccaPurple', { r: 102, g: 51, b: 153, a: 1 }],
    ['transparent', { r: 0, g: 0, b: 0, a: 0 }],
  ])('%j', (text, color) => {
    expect(parseColor(text)).toEqual(color)
  })

  it.each([
    ['rgba(1, 2, 3, 1.5)', 1],
    ['rgba(1, 2, 3, -0.1)', 1],
    ['rgb(1 2 3 / 150%)', 1],
    ['rgba(1, 2, 3, 0)', 0],
    ['rgba(1, 2, 3, 1)', 1],
    ['hsla(0, 0%, 0%, 2)', 1],
  ])('alpha of %j is %s (outside 0..1 becomes 1)', (text, alpha) => {
    expect(parseColor(text).a).toBe(alpha)
  })

  it.each(['', 'red-ish', '#ff', '#fffff', 'f00', 'rgb(1, 2)', 'rgb(1, 2, 3, 4, 5)', 'rgb(1deg, 2, 3)', 'hsl(10%, 2%, 3%)', 'cmyk(0, 0, 0, 0)', 'rgb(a, b, c)'])(
    '%j throws the model error',
    (text) => {
      expect(() => parseColor(text)).toThrow(new Error('Could not determine color model.'))
    },
  )
})
