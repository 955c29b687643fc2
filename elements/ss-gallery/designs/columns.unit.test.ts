import { describe, expect, it } from 'vitest'
import { columnCount, masonryColumns } from './columns.ts'

describe('columnCount (autogrid, autocolumns)', () => {
  it('keeps columns at least columnWidth wide with min (floor)', () => {
    expect(columnCount(1000, 250, 0, 'min')).toBe(4)
    expect(columnCount(999, 250, 0, 'min')).toBe(3)
  })
  it('keeps columns at most columnWidth wide with max (ceil)', () => {
    expect(columnCount(1001, 250, 0, 'max')).toBe(5)
    expect(columnCount(1000, 250, 0, 'max')).toBe(4)
  })
  it('counts the gutter between columns', () => {
    expect(columnCount(1060, 250, 20, 'min')).toBe(4)
    expect(columnCount(1059, 250, 20, 'min')).toBe(3)
  })
  it('gives at least one column', () => {
    expect(columnCount(100, 250, 0, 'min')).toBe(1)
    expect(columnCount(0, 250, 0, 'max')).toBe(1)
  })
})

describe('masonryColumns', () => {
  it('puts each slide in the column that is shortest so far', () => {
    expect(masonryColumns([1, 0.5, 0.5, 1, 0.2], 2)).toEqual([[0, 3], [1, 2, 4]])
  })
  it('fills columns left to right when heights are equal', () => {
    expect(masonryColumns([1, 1, 1, 1], 3)).toEqual([[0, 3], [1], [2]])
  })
})
