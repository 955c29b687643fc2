import { SsChart } from './element.ts'
import * as implementation from './implementation.ts'

SsChart.provide(implementation)
SsChart.define()

export { SsChart }

/** The chart fires no event of its own; `ss-error` is every element's. */
export interface ChartEventMap {}

declare global {
  interface HTMLElementTagNameMap {
    'ss-chart': SsChart
  }
}
