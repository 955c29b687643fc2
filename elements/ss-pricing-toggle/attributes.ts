import type { AttributeTypes } from '../../core/element/attribute-values.ts'
import type { PricingToggleConfig } from './schema.ts'

/** The plain attributes of `<ss-pricing-toggle>`: each sets the block JSON key of the same name. */
export const pricingToggleAttributes = {
  /** The accessible name of the two buttons as a group. */
  label: 'string',
} as const satisfies AttributeTypes<PricingToggleConfig>
