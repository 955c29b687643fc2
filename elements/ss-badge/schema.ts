import { z } from 'zod/mini'

/** The badge's looks (`ssBadgeType`), in the order of the numbers the site settings use for them. */
export const BADGE_TYPES = ['none', 'black', 'white'] as const
export type BadgeType = (typeof BADGE_TYPES)[number]

/** The block JSON of `<ss-badge>`: its type; without one, the site's `ssBadgeType` from the page context. */
export const badgeBlockSchema = z.object({
  ssBadgeType: z.optional(z.enum(BADGE_TYPES)),
})

export type BadgeConfig = z.output<typeof badgeBlockSchema>
