import { describe, expect, it } from 'vitest'
import { ANIMATIONS, textHighlightBlockSchema } from './schema.ts'
import { SHAPES } from './shapes.ts'

describe('the text highlight settings', () => {
  it('take the defaults of the settings when none is given', () => {
    expect(textHighlightBlockSchema.parse({})).toEqual({
      shape: 'wave',
      color: 'currentColor',
      thickness: '0.06em',
      linecap: 'square',
      blend: 'none',
      opacity: 1,
      isFront: false,
      isAnimationEnabled: true,
      animation: 'draw',
      direction: 'right',
      duration: 0.75,
    })
  })

  it('know the twelve shapes and the three animation modes', () => {
    expect(SHAPES).toEqual([
      'circle',
      'cross',
      'enclose',
      'jagged',
      'marker',
      'scribble',
      'strike',
      'strikeDiagonal',
      'underline',
      'underlineCurve',
      'underlineDouble',
      'wave',
    ])
    expect(ANIMATIONS).toEqual(['draw', 'fade', 'fadeScale'])
    expect(textHighlightBlockSchema.safeParse({ animation: 'slide' }).success).toBe(false)
  })

  it('take the thickness as its unit and value, in px, em or rem', () => {
    expect(textHighlightBlockSchema.parse({ thickness: { value: 2, unit: 'px' } }).thickness).toEqual({ value: 2, unit: 'px' })
    expect(textHighlightBlockSchema.safeParse({ thickness: { value: 2, unit: 'pt' } }).success).toBe(false)
  })
})
