import type { AttributeTypes } from '../../core/element/attribute-values.ts'
import type { SocialFeedConfig } from './schema.ts'

/** The plain attributes of `<ss-social-feed>`: each sets the block JSON key of the same name. */
export const socialFeedAttributes = {
  /** The feed: `flickr`, `instagram` or `fivehundredpix`. */
  type: 'string',
} as const satisfies AttributeTypes<SocialFeedConfig>
