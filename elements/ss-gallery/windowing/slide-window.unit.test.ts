import { describe, expect, it } from 'vitest'
import { indexesNear, indexRange, unionOf, windowPieces } from './slide-window.ts'
import { slidesBetween, trackLayout } from './track-layout.ts'

describe('indexesNear', () => {
  it('takes the slides within the radius, clamped at the ends without loop', () => {
    expect(indexesNear(5, 1000, 3, false)).toEqual([2, 3, 4, 5, 6, 7, 8])
    expect(indexesNear(1, 1000, 3, false)).toEqual([0, 1, 2, 3, 4])
    expect(indexesNear(999, 1000, 2, false)).toEqual([997, 998, 999])
  })
  it('wraps across the ends with loop, each slide once', () => {
    expect(indexesNear(0, 1000, 2, true)).toEqual([0, 1, 2, 998, 999])
    expect(indexesNear(1, 4, 3, true)).toEqual([0, 1, 2, 3])
  })
  it('is empty for an empty gallery', () => {
    expect(indexesNear(0, 0, 3, true)).toEqual([])
  })
})

it('indexRange clamps to the slides there are', () => {
  expect(indexRange(-2, 2, 10)).toEqual([0, 1, 2])
  expect(indexRange(8, 12, 10)).toEqual([8, 9])
  expect(indexRange(5, 4, 10)).toEqual([])
})

it('unionOf merges windows in ascending order', () => {
  expect(unionOf([5, 6, 7], [0, 1], [6, 900])).toEqual([0, 1, 5, 6, 7, 900])
})

describe('windowPieces', () => {
  it('turns each run of left-out slides into one piece', () => {
    expect(windowPieces([2, 3, 998, 999], 1000)).toEqual([{ from: 0, to: 2 }, { slide: 2 }, { slide: 3 }, { from: 4, to: 998 }, { slide: 998 }, { slide: 999 }])
  })
  it('is every slide when every slide is shown, and one run when none is', () => {
    expect(windowPieces([0, 1, 2], 3)).toEqual([{ slide: 0 }, { slide: 1 }, { slide: 2 }])
    expect(windowPieces([], 3)).toEqual([{ from: 0, to: 3 }])
  })
})

describe('trackLayout and slidesBetween', () => {
  const layout = trackLayout([100, 200, 50, 100], 10)
  it('places each slide after the ones before it and their gaps', () => {
    expect(layout.starts).toEqual([0, 110, 320, 380])
    expect(layout.contentWidth).toBe(480)
  })
  it('finds the slides overlapping a span, by their edges', () => {
    expect(slidesBetween(layout, 0, 110)).toEqual([0, 0])
    expect(slidesBetween(layout, 100, 330)).toEqual([1, 2])
    expect(slidesBetween(layout, 105, 109)).toEqual([1, 0])
    expect(slidesBetween(layout, -500, 5000)).toEqual([0, 3])
  })
  it('works out a thousand slides without measuring them', () => {
    const row = trackLayout(Array(1000).fill(400), 0)
    expect(row.contentWidth).toBe(400_000)
    expect(slidesBetween(row, 360_000, 361_000)).toEqual([900, 902])
  })
})
