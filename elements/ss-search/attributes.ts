import type { AttributeTypes } from '../../core/element/attribute-values.ts'
import type { SearchConfig } from './schema.ts'

/** The plain attributes of `<ss-search>`: each sets the block JSON key of the same name. */
export const searchAttributes = {
  /** The text the search shows. */
  label: 'string',
  /** Draws it emphasised. */
  emphasis: 'boolean',
} as const satisfies AttributeTypes<SearchConfig>
