/** The button around its text: one line, its padding and its weight (`styles.ts` draws it with these). */
export const BUTTON_BOX = /* css */ `
  display: inline-block;
  padding: var(--ss-donation-button-padding, 0.75em 1.5em);
  font: inherit;
  font-weight: var(--ss-font-weight-semibold, 600);
`

/** While the button's code loads, its text sits in the box the button will have, so that nothing moves when it draws. */
export const donationButtonPendingStyles = /* css */ `
  :host {
    display: inline-block;
  }
  slot {
    ${BUTTON_BOX}
  }
`
