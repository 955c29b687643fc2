import { formStyles } from '../ss-form/styles.ts'

export const newsletterStyles = /* css */ `
  ${formStyles}
  :host(.small-container) .parts {
    grid-template-columns: minmax(0, 1fr);
  }
  :host(.small-container) .submit {
    justify-self: stretch;
  }
`
