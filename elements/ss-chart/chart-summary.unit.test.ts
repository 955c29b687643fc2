import { describe, expect, it } from 'vitest'
import type { ChartData } from './chart-data.ts'
import { salesByMonth } from './test-fixtures/sales-by-month.ts'
import { chartSummary } from './chart-summary.ts'

const english = new Intl.NumberFormat('en').format

describe('chartSummary', () => {
  it('names the kind, the title, the number of series and categories and the range of the values', () => {
    expect(chartSummary('bar', salesByMonth, english)).toBe('Bar chart: Sales by month, 3 series, 12 categories, from 4 to 97')
  })

  it('says one series and one category in the singular, and a single value once', () => {
    const single: ChartData = { title: 'Visitors', categories: ['Today'], series: [{ label: 'Visits', values: [1500] }] }
    expect(chartSummary('line', single, english)).toBe('Line chart: Visitors, 1 series, 1 category, all 1,500')
  })

  it('leaves the title out when the table has no caption, and writes numbers as the language does', () => {
    const share: ChartData = { title: '', categories: ['A', 'B'], series: [{ label: 'Share', values: [0.25, 1234.5] }] }
    expect(chartSummary('pie', share, new Intl.NumberFormat('de').format)).toBe('Pie chart, 1 series, 2 categories, from 0,25 to 1.234,5')
  })
})
