import { z } from 'zod/mini'

const count = z.number()

/** The answer of `GET /api/stats/summary` (server/analytics/stats.ts). */
export const statsSummarySchema = z.object({
  days: z.number(),
  perDay: z.array(z.object({ date: z.string(), visits: count, pageViews: count })),
  pages: z.array(z.object({ path: z.nullable(z.string()), pageViews: count, visitors: count })),
  webVitals: z.array(
    z.object({
      path: z.string(),
      metric: z.string(),
      p75: z.number(),
      count,
      good: count,
      needsImprovement: count,
      poor: count,
    }),
  ),
  consent: z.object({ accepted: count, declined: count, declinedByGpc: count }),
  buttons: z.array(z.object({ id: z.nullable(z.string()), text: z.nullable(z.string()), renders: count, clicks: count })),
})

export type StatsSummary = z.output<typeof statsSummarySchema>
