export const scaledTextStyles = /* css */ `
  :host {
    display: block;
    --ss-scaled-text-color: currentColor;
  }
  :host([hidden]) {
    display: none;
  }
  [part~='base'] {
    color: var(--ss-scaled-text-color);
    font: inherit;
  }
  [part~='base'][data-emphasis='true'] {
    font-weight: 600;
  }
`
