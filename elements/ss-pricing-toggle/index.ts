import { SsPricingToggle } from './element.ts'
import * as implementation from './implementation.ts'
import type { PricingChangeDetail } from './schema.ts'

SsPricingToggle.provide(implementation)
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
