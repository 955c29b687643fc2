export const donationButtonStyles = /* css */ `
  :host {
    display: inline-block;
    --ss-donation-button-background: var(--ss-color-accent, #1f4e8c);
    --ss-donation-button-color: var(--ss-color-on-accent, #ffffff);
    --ss-donation-button-padding: 0.75em 1.5em;
    --ss-donation-button-border-radius: 0.25em;
  }
  [part~='button'] {
    display: inline-block;
    padding: var(--ss-donation-button-padding);
    border-radius: var(--ss-donation-button-border-radius);
    background: var(--ss-donation-button-background);
    color: var(--ss-donation-button-color);
    font: inherit;
    font-weight: var(--ss-font-weight-semibold, 600);
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
