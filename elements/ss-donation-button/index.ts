import { SsDonationButton } from './element.ts'
import * as implementation from './implementation.ts'

SsDonationButton.provide(implementation)
SsDonationButton.define()

export { SsDonationButton }

declare global {
  interface HTMLElementTagNameMap {
    'ss-donation-button': SsDonationButton
  }
}
