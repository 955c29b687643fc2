export const marqueeStyles = /* css */ `
  :host {
    --ss-marquee-gap: 2em;
    --ss-marquee-control-color: CanvasText;
    --ss-marquee-control-background: Canvas;
    --ss-marquee-focus-ring: 2px solid currentColor;
    position: relative;
  }
  [part~='viewport'] {
    overflow: clip;
  }
  /* At least as wide as the region, with or without the copies the script adds; with room for the wave. */
  [part~='track'] {
    display: flex;
    gap: var(--ss-marquee-gap);
    inline-size: max-content;
    min-inline-size: 100%;
    padding-block: var(--ss-marquee-wave-room);
    direction: ltr;
  }
  ::slotted(*) {
    flex: none;
    white-space: nowrap;
  }
  :host([data-state='static']) [part~='track'] {
    flex-wrap: wrap;
    padding-block: 0;
    inline-size: auto;
  }
  :host([data-state='static']) ::slotted(*) {
    white-space: normal;
  }
  [part~='control'] {
    position: absolute;
    inset-block-start: 50%;
    inset-inline-end: 0;
    translate: 0 -50%;
    padding: 0.25em 0.6em;
    border: 1px solid currentColor;
    border-radius: 0.25em;
    background: var(--ss-marquee-control-background);
    color: var(--ss-marquee-control-color);
    font: inherit;
    font-size: 0.75em;
    cursor: pointer;
  }
  [part~='control']:focus-visible {
    outline: var(--ss-marquee-focus-ring);
    outline-offset: 2px;
  }
`
