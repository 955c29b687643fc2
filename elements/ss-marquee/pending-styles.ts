/**
 * While the marquee's code loads, its items already sit in the one clipped line they will move along. The
 * implementation's styles (styles.ts) draw the same line; the element's entry imports this file, and sharing it
 * with them would split the entry into two chunks.
 */
export const marqueePendingStyles = /* css */ `
  :host {
    --ss-marquee-gap: 2em;
    overflow: clip;
  }
  slot {
    display: flex;
    gap: var(--ss-marquee-gap);
    inline-size: max-content;
    padding-block: var(--ss-marquee-wave-room);
  }
  ::slotted(*) {
    flex: none;
    white-space: nowrap;
  }
`
