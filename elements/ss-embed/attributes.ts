import type { AttributeTypes } from '../../core/element/attribute-values.ts'
import type { EmbedConfig } from './schema.ts'

/** The plain attributes of `<ss-embed>`: each sets the block JSON key of the same name. */
export const embedAttributes = {
  /** The frame's accessible name (its `title`): what the embedded content is, for screen-reader users. */
  label: 'string',
} as const satisfies AttributeTypes<EmbedConfig>
