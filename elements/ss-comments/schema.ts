import { z } from 'zod/mini'

/** The block JSON of `<ss-comments>`, with its defaults. */
export const commentsBlockSchema = z.object({
  label: z._default(z.string(), 'Comments'),
  emphasis: z._default(z.boolean(), false),
})

export type CommentsConfig = z.output<typeof commentsBlockSchema>

export interface CommentsMethods {
  activate(): void
}

export interface CommentsActivateDetail {
  label: string
}
