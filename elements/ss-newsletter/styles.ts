import { formStyles } from '../ss-form/styles.ts'

// Narrower than 320 px, the parts of a field stack and the button spans the form. The form's base is the size
// container (its width is the host's), so a server render lays out as hydrated with no measurement; the host's
// small-container class says the same to the page's own CSS.
export const newsletterStyles = /* css */ `
  ${formStyles}
  .base {
    container-type: inline-size;
  }
  @container (width < 320px) {
    .parts {
      grid-template-columns: minmax(0, 1fr);
    }
    .submit {
      justify-self: stretch;
    }
  }
`
