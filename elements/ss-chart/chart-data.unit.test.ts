import { describe, expect, it } from 'vitest'
import { parseCellNumber } from './cell-number.ts'
import { chartDataFromRows } from './chart-data.ts'

describe('parseCellNumber', () => {
  it.each([
    ['42', 42],
    [' 3.5 ', 3.5],
    ['-7', -7],
    ['\u22127', -7],
    ['(120)', -120],
    ['1,234', 1234],
    ['1,234,567', 1234567],
    ['1.234.567', 1234567],
    ['1,234.5', 1234.5],
    ['1.234,5', 1234.5],
    ['3,5', 3.5],
    ['1 234', 1234],
    ['1\u00a0234,50', 1234.5],
    ["1'234", 1234],
    ['$1,200', 1200],
    ['1 200 €', 1200],
    ['45 %', 45],
    ['12kg', 12],
    ['.5', 0.5],
  ])('reads %j as %d', (text, value) => {
    expect(parseCellNumber(text)).toBe(value)
  })

  it.each(['', 'abc', 'n/a', '1.2.3,4,5', '--3', '1,2,3', '12 and 13'])('reads no number in %j', (text) => {
    expect(parseCellNumber(text)).toBeUndefined()
  })
})

describe('chartDataFromRows', () => {
  const header = ['Month', 'Sales', 'Costs']

  it('takes the header row as the series and each row after it as a category', () => {
    const result = chartDataFromRows('Sales by month', [header, ['Jan', '10', '4'], ['Feb', '1,200', '7.5']])
    expect(result).toEqual({
      ok: true,
      data: {
        title: 'Sales by month',
        categories: ['Jan', 'Feb'],
        series: [
          { label: 'Sales', values: [10, 1200] },
          { label: 'Costs', values: [4, 7.5] },
        ],
      },
    })
  })

  it("refuses an empty table, a table without a column of numbers or a row, with the dataset editor's words", () => {
    expect(chartDataFromRows('', [])).toEqual({ ok: false, issue: { path: '(table)', message: 'Enter some data!' } })
    expect(chartDataFromRows('', [['Month'], ['Jan']])).toMatchObject({
      ok: false,
      issue: { path: 'row 1', message: expect.stringMatching(/^Your dataset must have at least one column: /) },
    })
    expect(chartDataFromRows('', [header])).toMatchObject({
      ok: false,
      issue: { path: '(table)', message: expect.stringMatching(/^Your dataset must have at least one row: /) },
    })
  })

  it('names the row of a short row, and the cell of an empty cell or of text that is no number', () => {
    expect(chartDataFromRows('', [header, ['Jan', '1', '2'], ['Feb', '3']])).toEqual({
      ok: false,
      issue: { path: 'row 3', message: 'One or more rows was missing data: this row has 2 cells, the header row 3.' },
    })
    expect(chartDataFromRows('', [header, ['Jan', '', '2']])).toEqual({
      ok: false,
      issue: { path: 'row 2, column 2', message: 'One or more rows was missing data: this cell is empty.' },
    })
    expect(chartDataFromRows('', [header, ['Jan', '1', 'lots']])).toEqual({
      ok: false,
      issue: { path: 'row 2, column 3', message: '"lots" is not a number.' },
    })
  })
})
