import type { AttributeTypes } from '../../core/element/attribute-values.ts'
import type { ChartConfig } from './schema.ts'

/** The plain attributes of `<ss-chart>`: each sets the block JSON key of the same name. */
export const chartAttributes = {
  /** The kind of chart: `bar`, `line` or `pie`. */
  type: 'string',
  /** Shows the table under the chart; otherwise only assistive technology reads it. */
  showTable: 'boolean',
} as const satisfies AttributeTypes<ChartConfig>
