import type { ChartData } from './chart-data.ts'
import type { ChartKind } from './schema.ts'

const KIND_NAMES: Record<ChartKind, string> = { bar: 'Bar chart', line: 'Line chart', pie: 'Pie chart' }

const count = (amount: number, one: string, many: string) => `${amount} ${amount === 1 ? one : many}`

/**
 * The chart's accessible name: its kind, its title, how much it shows and the range of its values, e.g.
 * "Bar chart: Sales by month, 3 series, 12 categories, from 4 to 97". Numbers are written by `formatNumber`
 * (the page language's digits and separators).
 */
export function chartSummary(kind: ChartKind, data: ChartData, formatNumber: (value: number) => string): string {
  const values = data.series.flatMap((series) => series.values)
  const lowest = Math.min(...values)
  const highest = Math.max(...values)
  const range = lowest === highest ? `all ${formatNumber(lowest)}` : `from ${formatNumber(lowest)} to ${formatNumber(highest)}`
  const heading = data.title ? `${KIND_NAMES[kind]}: ${data.title}` : KIND_NAMES[kind]
  return [
    heading,
    count(data.series.length, 'series', 'series'),
    count(data.categories.length, 'category', 'categories'),
    range,
  ].join(', ')
}
