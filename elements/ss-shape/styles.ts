export const shapeStyles = /* css */ `
  :host {
    display: block;
    --ss-shape-color: currentColor;
  }
  :host([hidden]) {
    display: none;
  }
  [part~='base'] {
    color: var(--ss-shape-color);
    font: inherit;
  }
  [part~='base'][data-emphasis='true'] {
    font-weight: 600;
  }
`
