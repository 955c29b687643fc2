import { z } from 'zod/mini'

/** The block JSON of `<ss-follow-buttons>`, with its defaults. */
export const followButtonsBlockSchema = z.object({
  label: z._default(z.string(), 'Follow buttons'),
  emphasis: z._default(z.boolean(), false),
})

export type FollowButtonsConfig = z.output<typeof followButtonsBlockSchema>

export interface FollowButtonsMethods {
  activate(): void
}

export interface FollowButtonsActivateDetail {
  label: string
}
