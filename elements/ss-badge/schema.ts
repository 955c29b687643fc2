import { z } from 'zod/mini'

/** The badge's look (000 §3 `ssBadgeType`), by name or by the number the site settings carry. */
export const BADGE_TYPES = ['none', 'black', 'white'] as const
export type BadgeType = (typeof BADGE_TYPES)[number]

/** The block JSON of `<ss-badge>`: its type; without one, the site's `ssBadgeType` from the page context. */
export const badgeBlockSchema = z.object({
  ssBadgeType: z.optional(z.union([z.enum(BADGE_TYPES), z.literal(0), z.literal(1), z.literal(2)])),
})

export type BadgeConfig = z.output<typeof badgeBlockSchema>
