import { html } from 'lit-html'
import { donateCheckoutUrl } from '../../core/commerce/checkout.ts'
import { litImplementation } from '../../core/element/lit-implementation.ts'
import { donationButtonBlockSchema } from './schema.ts'
import { donationButtonStyles } from './styles.ts'

/** A link drawn as a button: donating is going to the donation checkout, and a link says so to assistive technology. */
export default litImplementation({
  schema: donationButtonBlockSchema,
  styles: donationButtonStyles,
  view: () => ({
    render: ({ donatePageId }) => html`<a part="button" href=${donateCheckoutUrl(donatePageId)}><slot></slot></a>`,
  }),
})
