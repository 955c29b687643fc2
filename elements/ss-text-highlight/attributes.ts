import type { AttributeTypes } from '../../core/element/attribute-values.ts'
import type { TextHighlightConfig } from './schema.ts'

/** The plain attributes of `<ss-text-highlight>`: each sets the block JSON key of the same name. */
export const textHighlightAttributes = {
  /** The text the text highlight shows. */
  label: 'string',
  /** Draws it emphasised. */
  emphasis: 'boolean',
} as const satisfies AttributeTypes<TextHighlightConfig>
