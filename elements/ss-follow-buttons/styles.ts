export const followButtonsStyles = /* css */ `
  :host {
    display: block;
    --ss-follow-buttons-color: currentColor;
  }
  :host([hidden]) {
    display: none;
  }
  [part~='base'] {
    color: var(--ss-follow-buttons-color);
    font: inherit;
  }
  [part~='base'][data-emphasis='true'] {
    font-weight: 600;
  }
`
