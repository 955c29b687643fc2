import type { AttributeTypes } from '../../core/element/attribute-values.ts'
import type { DonationButtonConfig } from './schema.ts'

/** The plain attributes of `<ss-donation-button>`: each sets the block JSON key of the same name. */
export const donationButtonAttributes = {
  /** The id of the donate page whose checkout the button opens. */
  donatePageId: 'string',
} as const satisfies AttributeTypes<DonationButtonConfig>
