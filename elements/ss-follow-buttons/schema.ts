import { z } from 'zod/mini'

/** The sizes of the platform's follow button. */
export const FOLLOW_BUTTON_SIZES = ['medium', 'large'] as const

/** The block JSON of `<ss-follow-buttons>`, with its defaults. */
export const followButtonsBlockSchema = z.object({
  size: z._default(z.enum(FOLLOW_BUTTON_SIZES), 'medium'),
  showScreenName: z._default(z.boolean(), true),
})

export type FollowButtonsConfig = z.output<typeof followButtonsBlockSchema>
