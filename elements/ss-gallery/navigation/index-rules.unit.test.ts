import { describe, expect, it } from 'vitest'
import { edgeState, normalizeIndex, stepIndex } from './index-rules.ts'

describe('normalizeIndex', () => {
  it('takes indexes modulo the slide count', () => {
    expect(normalizeIndex(7, 5)).toBe(2)
    expect(normalizeIndex(5, 5)).toBe(0)
  })
  it('wraps negative indexes from the end', () => {
    expect(normalizeIndex(-1, 5)).toBe(4)
    expect(normalizeIndex(-6, 5)).toBe(4)
  })
  it('gives 0 for an empty gallery or a non-number', () => {
    expect(normalizeIndex(3, 0)).toBe(0)
    expect(normalizeIndex(Number.NaN, 4)).toBe(0)
  })
})

describe('stepIndex', () => {
  it('wraps from the last to the first, and back, with loop', () => {
    expect(stepIndex(4, 1, 5, true)).toEqual({ index: 0 })
    expect(stepIndex(0, -1, 5, true)).toEqual({ index: 4 })
  })
  it('stays and reports the end reached without loop', () => {
    expect(stepIndex(4, 1, 5, false)).toEqual({ index: 4, reached: 'end' })
    expect(stepIndex(0, -1, 5, false)).toEqual({ index: 0, reached: 'beginning' })
  })
  it('moves inside the range either way', () => {
    expect(stepIndex(2, 1, 5, false)).toEqual({ index: 3 })
    expect(stepIndex(2, -1, 5, true)).toEqual({ index: 1 })
  })
})

describe('edgeState', () => {
  it('disables previous on the first and next on the last position without loop', () => {
    expect(edgeState(0, 3, false)).toEqual({ atBeginning: true, atEnd: false })
    expect(edgeState(2, 3, false)).toEqual({ atBeginning: false, atEnd: true })
  })
  it('disables nothing with loop', () => {
    expect(edgeState(0, 3, true)).toEqual({ atBeginning: false, atEnd: false })
  })
})
