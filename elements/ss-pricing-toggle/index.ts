import { SsPricingToggle } from './element.ts'
import type { PricingChangeDetail } from './schema.ts'

SsPricingToggle.define()

export { SsPricingToggle }
export type { PricingChangeDetail }

export interface PricingToggleEventMap {
  'ss-pricing-change': CustomEvent<PricingChangeDetail>
}

declare global {
  interface HTMLElementTagNameMap {
    'ss-pricing-toggle': SsPricingToggle
  }
  interface GlobalEventHandlersEventMap extends PricingToggleEventMap {}
}
