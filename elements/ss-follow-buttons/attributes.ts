import type { AttributeTypes } from '../../core/element/attribute-values.ts'
import type { FollowButtonsConfig } from './schema.ts'

/** The plain attributes of `<ss-follow-buttons>`: each sets the block JSON key of the same name. */
export const followButtonsAttributes = {
  /** The size of the platform's buttons: `medium` or `large`. */
  size: 'string',
  /** Shows the account's name on the platform's buttons; `false` shows the word Follow alone. */
  showScreenName: 'boolean',
} as const satisfies AttributeTypes<FollowButtonsConfig>
