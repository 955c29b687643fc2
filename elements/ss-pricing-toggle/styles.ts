export const pricingToggleStyles = /* css */ `
  :host {
    --ss-pricing-toggle-color: var(--ss-color-accent, #1f4e8c);
    --ss-pricing-toggle-selected-color: var(--ss-color-on-accent, #ffffff);
    --ss-pricing-toggle-gap: 1rem;
  }
  [part~='toggle'] {
    display: inline-flex;
    margin-block-end: var(--ss-pricing-toggle-gap);
    border: 2px solid var(--ss-pricing-toggle-color);
    border-radius: 999px;
    overflow: hidden;
  }
  [part~='button'] {
    padding: 0.5em 1.25em;
    border: 0;
    background: transparent;
    color: var(--ss-pricing-toggle-color);
    font: inherit;
    cursor: pointer;
  }
  [part~='selected'] {
    background: var(--ss-pricing-toggle-color);
    color: var(--ss-pricing-toggle-selected-color);
  }
  /* The default slot holds the left view; whatever else the element holds stays out of sight. */
  [part~='view'] > slot:not([name])::slotted(:not(section:first-of-type)) {
    display: none;
  }
  [part~='button']:focus-visible {
    outline: 2px solid var(--ss-pricing-toggle-color);
    outline-offset: -5px;
    outline-color: var(--ss-pricing-toggle-selected-color);
  }
`
