import type { AttributeTypes } from '../../core/element/attribute-values.ts'
import type { CommentsConfig } from './schema.ts'

/** The plain attributes of `<ss-comments>`: each sets the block JSON key of the same name. */
export const commentsAttributes = {
  /** The text the comments shows. */
  label: 'string',
  /** Draws it emphasised. */
  emphasis: 'boolean',
} as const satisfies AttributeTypes<CommentsConfig>
