import type { AttributeTypes } from '../../core/element/attribute-values.ts'
import type { FollowButtonsConfig } from './schema.ts'

/** The plain attributes of `<ss-follow-buttons>`: each sets the block JSON key of the same name. */
export const followButtonsAttributes = {
  /** The text the follow buttons shows. */
  label: 'string',
  /** Draws it emphasised. */
  emphasis: 'boolean',
} as const satisfies AttributeTypes<FollowButtonsConfig>
