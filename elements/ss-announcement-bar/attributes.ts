import type { AttributeTypes } from '../../core/element/attribute-values.ts'
import type { AnnouncementBarConfig } from './schema.ts'

/** The plain attributes of `<ss-announcement-bar>`: each sets the block JSON key of the same name. */
export const announcementBarAttributes = {
  /** Shows a close button; a closed announcement stays closed for this visitor until its text changes. `="false"` keeps it open. */
  dismissible: 'boolean',
} as const satisfies AttributeTypes<AnnouncementBarConfig>
