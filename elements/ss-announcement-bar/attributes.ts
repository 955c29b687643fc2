import type { AttributeTypes } from '../../core/element/attribute-values.ts'
import type { AnnouncementBarConfig } from './schema.ts'

/** The plain attributes of `<ss-announcement-bar>`: each sets the block JSON key of the same name. */
export const announcementBarAttributes = {
  /** The text the announcement bar shows. */
  label: 'string',
  /** Draws it emphasised. */
  emphasis: 'boolean',
} as const satisfies AttributeTypes<AnnouncementBarConfig>
