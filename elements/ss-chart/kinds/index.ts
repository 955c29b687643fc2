import type { Chart } from 'chart.js'
import type { ChartKind } from '../schema.ts'

/**
 * Chart.js with only what one kind of chart draws with registered, one import per kind, so that the build
 * leaves out every controller, element and scale no chart uses. A page loads Chart.js only when a chart
 * nears the viewport.
 */
export const loadChartKind: Record<ChartKind, () => Promise<{ Chart: typeof Chart }>> = {
  bar: () => import('./bar-chart.ts'),
  line: () => import('./line-chart.ts'),
  pie: () => import('./pie-chart.ts'),
}
