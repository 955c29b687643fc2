export const audioStyles = /* css */ `
  :host {
    display: block;
    --ss-audio-color: currentColor;
  }
  :host([hidden]) {
    display: none;
  }
  [part~='base'] {
    color: var(--ss-audio-color);
    font: inherit;
  }
  [part~='base'][data-emphasis='true'] {
    font-weight: 600;
  }
`
