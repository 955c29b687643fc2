import { z } from 'zod/mini'
import { BADGE_TYPES } from '../../core/context/badge-type.ts'

/** The block JSON of `<ss-badge>`: its type; without one, the site's `ssBadgeType` from the page context. */
export const badgeBlockSchema = z.object({
  ssBadgeType: z.optional(z.enum(BADGE_TYPES)),
})

export type BadgeConfig = z.output<typeof badgeBlockSchema>
