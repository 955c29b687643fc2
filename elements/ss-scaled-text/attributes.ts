import type { AttributeTypes } from '../../core/element/attribute-values.ts'
import type { ScaledTextConfig } from './schema.ts'

/** The plain attributes of `<ss-scaled-text>`: each sets the block JSON key of the same name. */
export const scaledTextAttributes = {
  /** The text the scaled text shows. */
  label: 'string',
  /** Draws it emphasised. */
  emphasis: 'boolean',
} as const satisfies AttributeTypes<ScaledTextConfig>
