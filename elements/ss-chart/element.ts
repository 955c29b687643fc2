import { createElementClass } from '../../core/element/create-element-class.ts'
import { chartAttributes } from './attributes.ts'
import { chartPendingStyles } from './pending-styles.ts'

/**
 * @tag ss-chart
 * @summary A bar, line or pie chart of the `<table>` inside it: Chart.js loads only as the chart nears the viewport, the canvas is named by a summary of the data, and the table stays for assistive technology and as the fallback.
 *
 * @attr {string} data-block-json - The chart block JSON: `{"type": "bar", "showTable": false}`.
 *
 * @fires {CustomEvent<{tag: string, attribute: string, path: string, message: string}>} ss-error - The configuration or the table is unusable (`attribute` is `(table)` for the table); the table shows as written.
 *
 * @slot - The data: a `<table>` whose header row names the series and whose other rows are the categories, each a label then a number per series; its `<caption>` is the chart's title.
 *
 * @csspart base - The chart and the table.
 * @csspart chart - The box the canvas fills (its height is `--ss-chart-height`).
 * @csspart table - The box around the table: visually hidden unless `show-table`, or when Chart.js could not load.
 *
 * @cssprop [--ss-chart-height=320px] - The height of the chart.
 * @cssprop [--ss-chart-color-1=var(--ss-color-blue-500, #1d4ed8)] - The first series (the first slice of a pie); `--ss-chart-color-2` to `-6` follow, then the colours repeat.
 * @cssprop [--ss-chart-color-2=var(--ss-color-orange-500, #c2410c)] - The second series.
 * @cssprop [--ss-chart-color-3=var(--ss-color-green-500, #0f766e)] - The third series.
 * @cssprop [--ss-chart-color-4=var(--ss-color-pink-500, #7e22ce)] - The fourth series.
 * @cssprop [--ss-chart-color-5=var(--ss-color-gray-500, #4b5563)] - The fifth series.
 * @cssprop [--ss-chart-color-6=var(--ss-color-red-500, #b91c1c)] - The sixth series.
 * @cssprop [--ss-chart-text-color=inherit] - The labels, ticks and legend; the element's text colour by default.
 * @cssprop [--ss-chart-grid-color=var(--ss-color-divider, rgba(0, 0, 0, 0.12))] - The grid lines and axes.
 */
export class SsChart extends createElementClass({
  tag: 'ss-chart',
  attributes: chartAttributes,
  load: () => import('./implementation.ts'),
  pendingStyles: chartPendingStyles,
}) {}
