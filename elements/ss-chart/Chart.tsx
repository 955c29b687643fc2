import { useLayoutEffect } from 'react'
import { useController } from '../../core/element/controller.ts'
import { useStore } from '../../core/element/store.ts'
import type { ElementProps } from '../../core/element/react-implementation.tsx'
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
 * `<ss-chart>`: a canvas named by a summary of the data, which Chart.js draws on (`ChartController`), and the
 * table itself, kept in the light DOM for assistive technology (visually hidden unless `showTable`). The table
 * is read again on each render (each configuration), not watched.
 */
export function Chart({ config, host }: ElementProps<ChartConfig>) {
  const controller = useController(() => new ChartController(host.element))
  const state = useStore(controller.state)
  const table = readChartTable(host.element)
  // The configuration reader has refused a malformed table already; this is the table changing in between.
  if (!table.ok) throw new Error(`(table) at ${table.issue.path}: ${table.issue.message}`)
  const { data } = table
  useLayoutEffect(() => controller.show(config.type, data), [controller, config.type, data])

  const tableShown = config.showTable || state === 'failed'
  return (
    <div part="base" data-state={state}>
      <div part="chart" hidden={state === 'failed'}>
        <canvas ref={controller.canvas} role="img" aria-label={chartSummary(config.type, data, numberFormat(host.element))} />
      </div>
      <div part="table" className={tableShown ? undefined : 'visually-hidden'}>
        <slot />
      </div>
    </div>
  )
}
