import { formStyles } from '../ss-form/styles.ts'

export const newsletterStyles = /* css */ `
  ${formStyles}
  :host(.small-container) .parts {
    flex-direction: column;
  }
  :host(.small-container) .part {
    flex-basis: auto;
  }
  :host(.small-container) .submit {
    align-self: stretch;
  }
`
