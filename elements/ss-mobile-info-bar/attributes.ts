import type { AttributeTypes } from '../../core/element/attribute-values.ts'
import type { MobileInfoBarConfig } from './schema.ts'

/** The plain attributes of `<ss-mobile-info-bar>`: each sets the block JSON key of the same name. */
export const mobileInfoBarAttributes = {
  /** The phone number the Call link dials; its spaces, dots and brackets are dropped from the link. */
  phone: 'string',
  /** The address the Email link writes to. */
  email: 'string',
  /** The street address the Directions link opens in a map. */
  address: 'string',
  /** The opening hours the Hours button shows (line breaks kept). */
  hours: 'string',
  /** A line of text shown in the bar. */
  text: 'string',
} as const satisfies AttributeTypes<MobileInfoBarConfig>
