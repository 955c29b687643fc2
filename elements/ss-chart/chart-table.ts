import { chartDataFromRows, NO_DATA, type ChartTableResult } from './chart-data.ts'

const text = (node: Node) => (node.textContent ?? '').replace(/\s+/g, ' ').trim()

/**
 * Reads the chart data from the first `<table>` inside `element`: its caption and the text of its cells, the
 * header rows first. A merged cell (`colspan`, `rowspan`) has no single place in the grid, so it is refused.
 */
export function readChartTable(element: Element): ChartTableResult {
  const table = element.querySelector('table')
  if (!table) return { ok: false, issue: { path: '(table)', message: `${NO_DATA} The element holds no <table>.` } }
  const rows: string[][] = []
  for (const [index, row] of [...table.rows].entries()) {
    const merged = [...row.cells].findIndex((cell) => cell.colSpan > 1 || cell.rowSpan > 1)
    if (merged >= 0) {
      return { ok: false, issue: { path: `row ${index + 1}, column ${merged + 1}`, message: 'Merged cells (colspan, rowspan) cannot be charted.' } }
    }
    rows.push([...row.cells].map(text))
  }
  return chartDataFromRows(table.caption ? text(table.caption) : '', rows)
}
