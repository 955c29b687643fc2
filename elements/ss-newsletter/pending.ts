import { formPendingStyles } from '../ss-form/pending.ts'

/**
 * While the implementation loads: the form's reserved height, or, in a container narrower than 320 px (the
 * width under which the newsletter gets its small-container class), the height with each field's parts
 * stacked. The host is the size container only until the form renders.
 */
export const newsletterPendingStyles = /* css */ `
  ${formPendingStyles}
  :host {
    container-type: inline-size;
  }
  @container (width < 320px) {
    slot {
      block-size: var(--ss-form-pending-stacked-block-size, auto);
    }
  }
`
