import { describe, expect, it } from 'vitest'
import { chartConfiguration, type ChartLook } from './chart-configuration.ts'
import type { ChartData } from './chart-data.ts'
import { months, salesByMonth } from './test-fixtures/sales-by-month.ts'


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

  it("draws every text in the element's font and text colour", () => {
    const { options } = chartConfiguration('bar', salesByMonth, look)
    const x = options!.scales!.x!
    expect([x.ticks!.font, x.ticks!.color]).toEqual([{ family: 'serif' }, 'black'])
    expect([options!.plugins!.legend!.labels!.font, options!.plugins!.legend!.labels!.color]).toEqual([{ family: 'serif' }, 'black'])
    expect([options!.plugins!.tooltip!.titleFont, options!.plugins!.tooltip!.bodyFont]).toEqual([{ family: 'serif' }, { family: 'serif' }])
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
