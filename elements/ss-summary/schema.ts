import { z } from 'zod/mini'

/**
 * The block JSON of `<ss-summary>`: the events collection it summarises, and whatever else the block carries
 * (how many items, what to show), which goes to the server as it is.
 */
export const summaryBlockSchema = z.looseObject({
  collectionId: z.string().check(z.minLength(1)),
})

export type SummaryConfig = z.output<typeof summaryBlockSchema>
