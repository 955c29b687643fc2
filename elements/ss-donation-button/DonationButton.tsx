import { donateCheckoutUrl } from '../../core/commerce/checkout.ts'
import type { ElementProps } from '../../core/element/react-implementation.tsx'
import type { DonationButtonConfig } from './schema.ts'

/** A link drawn as a button: donating is going to the donation checkout, and a link says so to assistive technology. */
export function DonationButton({ config }: ElementProps<DonationButtonConfig>) {
  return (
    <a part="button" href={donateCheckoutUrl(config.donatePageId)}>
      <slot />
    </a>
  )
}
