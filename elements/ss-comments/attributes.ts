import type { AttributeTypes } from '../../core/element/attribute-values.ts'
import type { CommentsConfig } from './schema.ts'

/** The plain attributes of `<ss-comments>`: each sets the block JSON key of the same name. */
export const commentsAttributes = {
  /** The address of the item whose comments the link leads to; the page's own address when not set. */
  itemUrl: 'string',
  /** The item's id; the page context's item id when not set. */
  itemId: 'string',
  /** The text of the link the element adds when its light DOM has none. */
  label: 'string',
} as const satisfies AttributeTypes<CommentsConfig>
