/**
 * Rows of one measurement as a Markdown table: the keys of the rows are the columns. Numbers are right-aligned,
 * with one decimal throughout a column where any of them has a fraction.
 */
export function markdownTable(rows) {
  if (rows.length === 0) return '(no rows)'
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))]
  const formats = columns.map((column) => {
    const values = rows.map((row) => row[column]).filter((value) => value !== undefined)
    if (!values.every((value) => typeof value === 'number')) return undefined
    const digits = values.every(Number.isInteger) ? 0 : 1
    return { minimumFractionDigits: digits, maximumFractionDigits: digits }
  })
  const cell = (value, format) =>
    typeof value === 'number' && format ? value.toLocaleString('en-US', format) : String(value ?? '').replaceAll('|', '\\|')
  return [
    `| ${columns.join(' | ')} |`,
    `|${formats.map((format) => (format ? '---:' : '---')).join('|')}|`,
    ...rows.map((row) => `| ${columns.map((column, i) => cell(row[column], formats[i])).join(' | ')} |`),
  ].join('\n')
}
