import type { AttributeTypes } from '../../core/element/attribute-values.ts'
import type { LicensedAssetsBarConfig } from './schema.ts'

/** The plain attributes of `<ss-licensed-assets-bar>`: each sets the block JSON key of the same name. */
export const licensedAssetsBarAttributes = {
  /** How many licensed assets (stock images, fonts) the site uses without a licence; 0 hides the bar. Without it the message names no number. */
  count: 'number',
} as const satisfies AttributeTypes<LicensedAssetsBarConfig>
