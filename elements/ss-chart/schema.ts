import { z } from 'zod/mini'

/** The kinds of chart the element draws. */
export const CHART_KINDS = ['bar', 'line', 'pie'] as const
export type ChartKind = (typeof CHART_KINDS)[number]

/** The block JSON of `<ss-chart>`, with its defaults. The data itself is the element's `<table>`. */
export const chartBlockSchema = z.object({
  type: z._default(z.enum(CHART_KINDS), 'bar'),
  showTable: z._default(z.boolean(), false),
})

export type ChartConfig = z.output<typeof chartBlockSchema>
