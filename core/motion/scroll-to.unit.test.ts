import { describe, expect, it } from 'vitest'
import { easeOutSine, scrollDuration, scrollIntoViewTarget } from './scroll-to.ts'

describe('scroll-to rules', () => {
  it('eases out along a sine', () => {
    expect(easeOutSine(0)).toBe(0)
    expect(easeOutSine(0.5)).toBeCloseTo(Math.SQRT1_2)
    expect(easeOutSine(1)).toBe(1)
  })

  it('lasts 50 ms by default, however far', () => {
    expect(scrollDuration(3)).toBe(50)
    expect(scrollDuration(-4000)).toBe(50)
  })

  it('lasts a millisecond a pixel between min and max', () => {
    expect(scrollDuration(120, 50, 400)).toBe(120)
    expect(scrollDuration(-10, 50, 400)).toBe(50)
    expect(scrollDuration(900, 50, 400)).toBe(400)
  })

  it('leaves 30 px above the element, never scrolling above the top', () => {
    expect(scrollIntoViewTarget(500, 100)).toBe(570)
    expect(scrollIntoViewTarget(10, 0)).toBe(0)
    expect(scrollIntoViewTarget(500, 100, 0)).toBe(600)
  })
})
