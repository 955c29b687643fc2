import type { AttributeTypes } from '../../core/element/attribute-values.ts'
import type { MobileInfoBarConfig } from './schema.ts'

/** The plain attributes of `<ss-mobile-info-bar>`: each sets the block JSON key of the same name. */
export const mobileInfoBarAttributes = {
  /** The text the mobile info bar shows. */
  label: 'string',
  /** Draws it emphasised. */
  emphasis: 'boolean',
} as const satisfies AttributeTypes<MobileInfoBarConfig>
