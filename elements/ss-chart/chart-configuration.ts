import type { ChartConfiguration } from 'chart.js'
import type { ChartData } from './chart-data.ts'
import type { ChartKind } from './schema.ts'

/** The colours a chart draws with, read from the element's custom properties. */
export interface ChartColors {
  /** One per series (per slice in a pie), used in turn. */
  series: string[]
  text: string
  grid: string
}

export interface ChartLook {
  colors: ChartColors
  fontFamily: string
  /** False when the visitor asked for less motion: the chart is drawn at once, and redrawn without tweening. */
  animate: boolean
}

const colorAt = (colors: ChartColors, index: number) => colors.series[index % colors.series.length]!

/**
 * The Chart.js configuration of a chart of `kind` over `data`. The chart fills its box (the element sizes the
 * box) and redraws when the box changes size; the legend shows when there is more than one series, or
 * slices to name.
 */
export function chartConfiguration(kind: ChartKind, data: ChartData, look: ChartLook): ChartConfiguration {
  const { colors } = look
  const datasets = data.series.map((series, index) => {
    if (kind === 'pie') {
      const slices = data.categories.map((_, slice) => colorAt(colors, slice))
      return { label: series.label, data: series.values, backgroundColor: slices }
    }
    const color = colorAt(colors, index)
    return { label: series.label, data: series.values, backgroundColor: color, borderColor: color }
  })
  // Chart.js takes a font for each text it draws; a font on the chart's options reaches none of them.
  const font = { family: look.fontFamily }
  const axis = { ticks: { color: colors.text, font }, grid: { color: colors.grid }, border: { color: colors.grid } }
  return {
    type: kind,
    data: { labels: data.categories, datasets },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      ...(look.animate ? {} : { animation: false as const }),
      scales: kind === 'pie' ? {} : { x: axis, y: { ...axis, beginAtZero: true } },
      plugins: {
        legend: { display: kind === 'pie' || data.series.length > 1, labels: { color: colors.text, font } },
        tooltip: { titleFont: font, bodyFont: font },
      },
    },
  }
}
