/**
 * The shadow root's styles while the implementation loads: the browser's own player, drawn at the height the
 * controls will have, so that nothing below moves when they replace it.
 */
export const audioPendingStyles = /* css */ `
  :host {
    display: block;
  }
  :host([hidden]) {
    display: none;
  }
  ::slotted(audio) {
    display: block;
    width: 100%;
    height: var(--ss-audio-control-size, 2.75rem);
  }
`
