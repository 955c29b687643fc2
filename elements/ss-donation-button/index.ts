import { SsDonationButton } from './element.ts'

SsDonationButton.define()

export { SsDonationButton }

declare global {
  interface HTMLElementTagNameMap {
    'ss-donation-button': SsDonationButton
  }
}
