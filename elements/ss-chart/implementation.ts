import { reactImplementation } from '../../core/element/react-implementation.tsx'
import { Chart } from './Chart.tsx'
import { readChartTable } from './chart-table.ts'
import { chartBlockSchema } from './schema.ts'
import { chartStyles } from './styles.ts'

/** Where a malformed table is reported, in place of an attribute's name. */
export const TABLE_SOURCE = '(table)'

const drawn = reactImplementation({ schema: chartBlockSchema, component: Chart, styles: chartStyles })

/**
 * The table is read with the configuration, so that a malformed one goes the way of bad configuration: one
 * `console.error`, `data-ss-error`, `ss-error`, and the table shows as written.
 */
const implementation: typeof drawn = {
  ...drawn,
  resolve(element, attributes) {
    const resolved = drawn.resolve(element, attributes)
    if (!resolved.ok) return resolved
    const table = readChartTable(element)
    return table.ok ? resolved : { ok: false, issues: [{ attribute: TABLE_SOURCE, ...table.issue }] }
  },
}

export default implementation
