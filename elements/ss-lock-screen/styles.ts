export const lockScreenStyles = /* css */ `
  :host {
    display: block;
    --ss-lock-screen-color: currentColor;
  }
  :host([hidden]) {
    display: none;
  }
  [part~='base'] {
    color: var(--ss-lock-screen-color);
    font: inherit;
  }
  [part~='base'][data-emphasis='true'] {
    font-weight: 600;
  }
`
