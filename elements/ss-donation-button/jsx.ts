import type { SsElementJsxProps } from '../../core/element/jsx.ts'
import type { donationButtonAttributes } from './attributes.ts'
import type { SsDonationButton } from './element.ts'
import type { DonationButtonConfig } from './schema.ts'

/** `<ss-donation-button>` in React 19's JSX (`import type {} from 'ss-elements/jsx'`): its attributes, typed by its declaration, and its events. */
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ss-donation-button': SsElementJsxProps<SsDonationButton, DonationButtonConfig, typeof donationButtonAttributes, object>
    }
  }
}
