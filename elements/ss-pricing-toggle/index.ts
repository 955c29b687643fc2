import type { SsElementJsxProps } from '../../core/element/jsx.ts'
import type { pricingToggleAttributes } from './attributes.ts'
import { SsPricingToggle } from './element.ts'
import type { PricingChangeDetail, PricingToggleConfig } from './schema.ts'

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

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ss-pricing-toggle': SsElementJsxProps<SsPricingToggle, PricingToggleConfig, typeof pricingToggleAttributes, PricingToggleEventMap>
    }
  }
}
