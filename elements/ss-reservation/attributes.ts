import type { AttributeTypes } from '../../core/element/attribute-values.ts'
import type { ReservationConfig } from './schema.ts'

/** The plain attributes of `<ss-reservation>`: each sets the block JSON key of the same name. */
export const reservationAttributes = {
  /** The restaurant's id at the booking service; without one the fallback link is all the block shows. */
  restaurantId: 'string',
  /** The widget's language (`en-US`, `fr-CA`); the page's `lang` when not set. */
  language: 'string',
  /** The site builder's name, in the alert an owner logged in sees: 'Please log out of your {brand} account…'. */
  brand: 'string',
} as const satisfies AttributeTypes<ReservationConfig>
