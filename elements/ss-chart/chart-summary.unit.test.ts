import { describe, expect, it } from 'vitest'
import { chartConfiguration, type ChartLook } from './chart-configuration.ts'
import type { ChartData } from './chart-data.ts'
import { chartSummary } from './chart-summary.ts'

const english = new Intl.NumberFormat('en').format
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const salesByMonth: ChartData = {
  title: 'Sales by month',
  categories: months,
  series: [
    { label: 'Shop', values: months.map((_, index) => 4 + index) },
    { label: 'Online', values: months.map((_, index) => 97 - index) },
    { label: 'Phone', values: months.map(() => 50) },
  ],
}

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

describe('chartConfiguration', () => {
  const look: ChartLook = { colors: { series: ['red', 'blue'], text: 'black', grid: 'grey' }, fontFamily: 'serif', animate: true }

  it('gives each series a colour in turn, and each slice of a pie one', () => {
    const bar = chartConfiguration('bar', salesByMonth, look)
    expect(bar.data.datasets.map((dataset) => dataset.backgroundColor)).toEqual(['red', 'blue', 'red'])
    expect(bar.data.labels).toEqual(months)
    const pie = chartConfiguration('pie', salesByMonth, look)
    expect(pie.data.datasets[0]!.backgroundColor).toEqual(months.map((_, index) => (index % 2 ? 'blue' : 'red')))
    expect(pie.options!.scales).toEqual({})
  })

  it('animates unless the visitor asked for less motion', () => {
    expect(chartConfiguration('line', salesByMonth, look).options!.animation).toBeUndefined()
    expect(chartConfiguration('line', salesByMonth, { ...look, animate: false }).options!.animation).toBe(false)
  })

  it('shows the legend for several series or for slices, not for one series on axes', () => {
    const one: ChartData = { ...salesByMonth, series: salesByMonth.series.slice(0, 1) }
    expect(chartConfiguration('bar', one, look).options!.plugins!.legend!.display).toBe(false)
    expect(chartConfiguration('bar', salesByMonth, look).options!.plugins!.legend!.display).toBe(true)
    expect(chartConfiguration('pie', one, look).options!.plugins!.legend!.display).toBe(true)
  })
})
