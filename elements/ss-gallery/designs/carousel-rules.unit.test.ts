import { describe, expect, it } from 'vitest'
import { allSlidesFit, effectiveSlidesPerRow, groupCount, groupOf } from './carousel-rules.ts'

describe('effectiveSlidesPerRow', () => {
  it('keeps the setting on wide windows', () => {
    expect(effectiveSlidesPerRow(5, 1024)).toBe(5)
  })
  it('becomes 3 under 724 px when the setting is above 2', () => {
    expect(effectiveSlidesPerRow(5, 723)).toBe(3)
    expect(effectiveSlidesPerRow(5, 724)).toBe(5)
    expect(effectiveSlidesPerRow(2, 600)).toBe(2)
  })
  it('becomes 2 under 480 px when the setting is above 1', () => {
    expect(effectiveSlidesPerRow(5, 479)).toBe(2)
    expect(effectiveSlidesPerRow(3, 479)).toBe(2)
    expect(effectiveSlidesPerRow(1, 320)).toBe(1)
    expect(effectiveSlidesPerRow(5, 480)).toBe(3)
  })
})

describe('groups', () => {
  it('counts groups of slidesPerRow, the last one partial', () => {
    expect(groupCount(10, 3)).toBe(4)
    expect(groupCount(0, 3)).toBe(1)
    expect(groupOf(7, 3)).toBe(2)
  })
  it('knows when every slide fits', () => {
    expect(allSlidesFit(3, 3)).toBe(true)
    expect(allSlidesFit(4, 3)).toBe(false)
  })
})
