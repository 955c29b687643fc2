export const textHighlightStyles = /* css */ `
  :host {
    display: block;
    --ss-text-highlight-color: currentColor;
  }
  :host([hidden]) {
    display: none;
  }
  [part~='base'] {
    color: var(--ss-text-highlight-color);
    font: inherit;
  }
  [part~='base'][data-emphasis='true'] {
    font-weight: 600;
  }
`
