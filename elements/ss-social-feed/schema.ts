import { z } from 'zod/mini'

/** The feeds the server renders: Flickr, Instagram and 500px. */
export const SOCIAL_FEED_TYPES = ['flickr', 'instagram', 'fivehundredpix'] as const

/**
 * The block JSON of `<ss-social-feed>`: its feed `type`, and whatever else the block carries (the account,
 * the layout), which goes to the server as it is.
 */
export const socialFeedBlockSchema = z.looseObject({
  type: z.enum(SOCIAL_FEED_TYPES),
})

export type SocialFeedConfig = z.output<typeof socialFeedBlockSchema>
