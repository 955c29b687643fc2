/** The row's look that holds from the first paint: one line of items, clipped, whether or not the code has loaded. */
export const marqueeRowStyles = /* css */ `
  :host {
    --ss-marquee-gap: 2em;
  }
  ::slotted(*) {
    flex: none;
    white-space: nowrap;
  }
`

/** While the marquee's code loads, its items already sit in the line they will move along. */
export const marqueePendingStyles = /* css */ `
  ${marqueeRowStyles}
  :host {
    overflow: clip;
  }
  slot {
    display: flex;
    gap: var(--ss-marquee-gap);
    inline-size: max-content;
  }
`
