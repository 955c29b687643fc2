import { html } from 'lit-html'
import type { ElementHost } from '../../core/element/element-host.ts'
import type { LitView } from '../../core/element/lit-implementation.ts'
import { ChartController } from './chart-controller.ts'
import { chartSummary } from './chart-summary.ts'
import { readChartTable } from './chart-table.ts'
import type { ChartConfig } from './schema.ts'

/** Numbers as the element's language writes them (`lang` on it or an ancestor), else as the browser's does. */
function numberFormat(element: Element): (value: number) => string {
  const language = element.closest('[lang]')?.getAttribute('lang') || undefined
  try {
    return new Intl.NumberFormat(language).format
  } catch {
    return new Intl.NumberFormat().format
  }
}

/**
 * The chart's view: a canvas named by a summary of the data, and the table itself, kept for assistive
 * technology (visually hidden unless `showTable`). Chart.js draws on the canvas by itself, so the view is
 * drawn with lit-html and a page with a chart loads no React.
 */
export function chartView(host: ElementHost<object>, requestRender: () => void): LitView<ChartConfig, object> {
  const controller = new ChartController(host.element, requestRender)
  return {
    render(config) {
      const table = readChartTable(host.element)
      // The configuration reader has refused a malformed table already; this is the table changing in between.
      if (!table.ok) throw new Error(`(table) at ${table.issue.path}: ${table.issue.message}`)
      controller.canvas.setAttribute('aria-label', chartSummary(config.type, table.data, numberFormat(host.element)))
      controller.show(config.type, table.data)
      const tableShown = config.showTable || controller.state === 'failed'
      return html`
        <div part="base" data-state=${controller.state}>
          <div part="chart" ?hidden=${controller.state === 'failed'}>${controller.canvas}</div>
          <div part="table" class=${tableShown ? '' : 'visually-hidden'}><slot></slot></div>
        </div>
      `
    },
    disconnect: () => controller.disconnect(),
  }
}
