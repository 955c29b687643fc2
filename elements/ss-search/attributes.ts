import type { AttributeTypes } from '../../core/element/attribute-values.ts'
import type { SearchConfig } from './schema.ts'

/** The plain attributes of `<ss-search>`: each sets the block JSON key of the same name. */
export const searchAttributes = {
  /** The name of the search box and of the search landmark, read by screen readers. */
  label: 'string',
  /** A hint shown in the empty box; the label stays its name. */
  placeholder: 'string',
  /** The text of the submit button. */
  buttonText: 'string',
} as const satisfies AttributeTypes<SearchConfig>
