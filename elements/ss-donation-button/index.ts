import type { SsElementJsxProps } from '../../core/element/jsx.ts'
import type { donationButtonAttributes } from './attributes.ts'
import { SsDonationButton } from './element.ts'
import type { DonationButtonConfig } from './schema.ts'

SsDonationButton.define()

export { SsDonationButton }

declare global {
  interface HTMLElementTagNameMap {
    'ss-donation-button': SsDonationButton
  }
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ss-donation-button': SsElementJsxProps<SsDonationButton, DonationButtonConfig, typeof donationButtonAttributes, object>
    }
  }
}
