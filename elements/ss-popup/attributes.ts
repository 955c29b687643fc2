import type { AttributeTypes } from '../../core/element/attribute-values.ts'
import type { PopupConfig } from './schema.ts'

/** The plain attributes of `<ss-popup>`: each sets the block JSON key of the same name. */
export const popupAttributes = {
  /** The text the popup shows. */
  label: 'string',
  /** Draws it emphasised. */
  emphasis: 'boolean',
} as const satisfies AttributeTypes<PopupConfig>
