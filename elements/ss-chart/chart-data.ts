import { parseCellNumber } from './cell-number.ts'

/** One column of numbers of the table: its heading and a value per category. */
export interface ChartSeries {
  label: string
  values: number[]
}

/** What a chart draws, read from its table. */
export interface ChartData {
  /** The table's caption. */
  title: string
  /** The first cell of each row after the header: the labels along the axis (the slices of a pie). */
  categories: string[]
  series: ChartSeries[]
}

/** Where a table went wrong, in words an author can act on. */
export interface ChartTableIssue {
  /** `row 3, column 2`, counted as the author sees the table (the header row is row 1), or `(table)`. */
  path: string
  message: string
}

export type ChartTableResult = { ok: true; data: ChartData } | { ok: false; issue: ChartTableIssue }

// The dataset editor's own sentences, for the same mistakes.
export const NO_DATA = 'Enter some data!'
export const NO_COLUMN = 'Your dataset must have at least one column'
export const NO_ROW = 'Your dataset must have at least one row'
export const MISSING_DATA = 'One or more rows was missing data'

/**
 * The chart data of a table given as the text of its cells, row by row. The header row names the series (its
 * first cell names the column of labels and is not drawn); each row after it is a category: its label in the
 * first cell, then a number for each series.
 */
export function chartDataFromRows(title: string, rows: readonly (readonly string[])[]): ChartTableResult {
  const [header, ...body] = rows
  if (!header) return failure('(table)', NO_DATA)
  if (header.length < 2) return failure('row 1', `${NO_COLUMN}: the header row needs a heading for each column of numbers.`)
  if (body.length === 0) return failure('(table)', `${NO_ROW}: the table has a header row only.`)
  const series: ChartSeries[] = header.slice(1).map((label) => ({ label, values: [] }))
  for (const [index, row] of body.entries()) {
    const rowNumber = index + 2
    if (row.length !== header.length) {
      return failure(`row ${rowNumber}`, `${MISSING_DATA}: this row has ${row.length} cells, the header row ${header.length}.`)
    }
    for (const [column, text] of row.slice(1).entries()) {
      const where = `row ${rowNumber}, column ${column + 2}`
      if (text === '') return failure(where, `${MISSING_DATA}: this cell is empty.`)
      const value = parseCellNumber(text)
      if (value === undefined) return failure(where, `"${text}" is not a number.`)
      series[column]!.values.push(value)
    }
  }
  return { ok: true, data: { title, categories: body.map((row) => row[0]!), series } }
}

function failure(path: string, message: string): ChartTableResult {
  return { ok: false, issue: { path, message } }
}
