import { chartDataFromRows, NO_DATA, type ChartTableResult } from './chart-data.ts'

const text = (node: Node) => (node.textContent ?? '').replace(/\s+/g, ' ').trim()

const childrenNamed = (parent: Element, ...names: string[]) => [...parent.children].filter((child) => names.includes(child.localName))

/**
 * The table's rows in the order of `table.rows` (its head, then its bodies and bare rows, then its foot), read
 * from its children: a server's DOM (linkedom) has no `rows`, `cells`, `colSpan` or `caption`.
 */
function tableRows(table: Element): Element[] {
  const rowsIn = (...sections: string[]) =>
    childrenNamed(table, ...sections).flatMap((section) => (section.localName === 'tr' ? [section] : childrenNamed(section, 'tr')))
  return [...rowsIn('thead'), ...rowsIn('tbody', 'tr'), ...rowsIn('tfoot')]
}

const spansMore = (cell: Element) => parseInt(cell.getAttribute('colspan') ?? '', 10) > 1 || parseInt(cell.getAttribute('rowspan') ?? '', 10) > 1

/**
 * Reads the chart data from the first `<table>` inside `element`: its caption and the text of its cells, the
 * header rows first. A merged cell (`colspan`, `rowspan`) has no single place in the grid, so it is refused.
 */
export function readChartTable(element: Element): ChartTableResult {
  const table = element.querySelector('table')
  if (!table) return { ok: false, issue: { path: '(table)', message: `${NO_DATA} The element holds no <table>.` } }
  const rows: string[][] = []
  for (const [index, row] of tableRows(table).entries()) {
    const cells = childrenNamed(row, 'td', 'th')
    const merged = cells.findIndex(spansMore)
    if (merged >= 0) {
      return { ok: false, issue: { path: `row ${index + 1}, column ${merged + 1}`, message: 'Merged cells (colspan, rowspan) cannot be charted.' } }
    }
    rows.push(cells.map(text))
  }
  const caption = childrenNamed(table, 'caption')[0]
  return chartDataFromRows(caption ? text(caption) : '', rows)
}
