import type { AttributeTypes } from '../../core/element/attribute-values.ts'
import type { BadgeConfig } from './schema.ts'

/** The plain attributes of `<ss-badge>`: each sets the block JSON key of the same name. */
export const badgeAttributes = {
  /** The badge's look: `black`, `white`, or `none` (not shown). Without it, the site's `ssBadgeType` decides. */
  ssBadgeType: 'string',
} as const satisfies AttributeTypes<BadgeConfig>
