import type { SsElementJsxProps } from '../../core/element/jsx.ts'
import type { pricingToggleAttributes } from './attributes.ts'
import type { SsPricingToggle } from './element.ts'
import type { PricingToggleEventMap } from './index.ts'
import type { PricingToggleConfig } from './schema.ts'

/** `<ss-pricing-toggle>` in React 19's JSX (`import type {} from 'ss-elements/jsx'`): its attributes, typed by its declaration, and its events. */
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ss-pricing-toggle': SsElementJsxProps<SsPricingToggle, PricingToggleConfig, typeof pricingToggleAttributes, PricingToggleEventMap>
    }
  }
}
