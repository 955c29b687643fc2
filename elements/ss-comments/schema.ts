import { z } from 'zod/mini'

/** The block JSON of `<ss-comments>`, with its defaults. */
export const commentsBlockSchema = z.object({
  itemUrl: z.optional(z.string()),
  itemId: z.optional(z.string()),
  label: z._default(z.string(), 'Comments'),
})

export type CommentsConfig = z.output<typeof commentsBlockSchema>
