export const mobileInfoBarStyles = /* css */ `
  :host {
    display: block;
    --ss-mobile-info-bar-color: currentColor;
  }
  :host([hidden]) {
    display: none;
  }
  [part~='base'] {
    color: var(--ss-mobile-info-bar-color);
    font: inherit;
  }
  [part~='base'][data-emphasis='true'] {
    font-weight: 600;
  }
`
