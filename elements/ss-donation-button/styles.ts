import { BUTTON_BOX } from './pending.ts'

export const donationButtonStyles = /* css */ `
  :host {
    display: inline-block;
    --ss-donation-button-background: var(--ss-color-accent, #1f4e8c);
    --ss-donation-button-color: var(--ss-color-on-accent, #ffffff);
    --ss-donation-button-padding: 0.75em 1.5em;
    --ss-donation-button-border-radius: 0.25em;
  }
  [part~='button'] {
    ${BUTTON_BOX}
    border-radius: var(--ss-donation-button-border-radius);
    background: var(--ss-donation-button-background);
    color: var(--ss-donation-button-color);
    text-decoration: none;
  }
  [part~='button']:hover {
    text-decoration: underline;
  }
  [part~='button']:focus-visible {
    outline: 2px solid var(--ss-donation-button-background);
    outline-offset: 2px;
  }
`
