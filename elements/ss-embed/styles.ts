export const embedStyles = /* css */ `
  :host {
    display: block;
    --ss-embed-min-height: 0px;
  }
  :host([hidden]) {
    display: none;
  }
  [part~='frame'] {
    display: block;
    width: 100%;
    min-height: var(--ss-embed-min-height);
    border: 0;
  }
  [part~='message'] {
    margin: 0;
    padding: 1em;
    border: 1px dashed currentColor;
  }
`
