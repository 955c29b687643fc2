import { describe, expect, it } from 'vitest'
import { ANIMATION_THRESHOLDS, isInView } from './in-view.ts'

const block = { isIntersecting: true, height: 300, viewportHeight: 800 }

describe('block animation visibility', () => {
  it('looks at the ratios 0, 0.1, 0.25, 0.5 and 1', () => {
    expect(ANIMATION_THRESHOLDS).toEqual([0, 0.1, 0.25, 0.5, 1])
  })

  it('counts a block in view from half visible', () => {
    expect(isInView({ ...block, ratio: 0.25 })).toBe(false)
    expect(isInView({ ...block, ratio: 0.49 })).toBe(false)
    expect(isInView({ ...block, ratio: 0.5 })).toBe(true)
    expect(isInView({ ...block, ratio: 1 })).toBe(true)
  })

  it('counts a block taller than the viewport in view as soon as it intersects', () => {
    expect(isInView({ ...block, height: 2000, ratio: 0.1 })).toBe(true)
    expect(isInView({ ...block, height: 2000, ratio: 0, isIntersecting: false })).toBe(false)
  })

  it('never counts a block that does not intersect', () => {
    expect(isInView({ ...block, ratio: 0, isIntersecting: false })).toBe(false)
  })
})
