import { describe, expect, it } from 'vitest'
import { settledSlide, snapShare } from './scroll-snap.ts'

describe('settledSlide (the scroll transition’s snap points)', () => {
  it('settles on the nearest slide at 50%', () => {
    expect(settledSlide(1.4, 0.5, 5)).toBe(1)
    expect(settledSlide(1.5, 0.5, 5)).toBe(2)
  })
  it('moves on once the snap point’s share of the way is passed, either way', () => {
    expect(settledSlide(1.25, 0.2, 5)).toBe(2)
    expect(settledSlide(1.15, 0.2, 5)).toBe(1)
    expect(settledSlide(1.7, 0.8, 5)).toBe(1)
  })
  it('takes the slide most in view with none', () => {
    expect(settledSlide(2.3, 'none', 5)).toBe(2)
    expect(settledSlide(2.6, 'none', 5)).toBe(3)
  })
  it('stays within the slides', () => {
    expect(settledSlide(-0.4, 0.1, 3)).toBe(0)
    expect(settledSlide(2.4, 0.1, 3)).toBe(2)
  })
})

describe('snapShare', () => {
  it('reads a percentage as a share of a slide, and keeps none', () => {
    expect(snapShare('30%')).toBe(0.3)
    expect(snapShare('100%')).toBe(1)
    expect(snapShare('none')).toBe('none')
  })
})
