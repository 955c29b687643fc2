// The tab list's height is also in pending-styles.ts, which keeps its space while this loads; the element's
// entry imports that file, and sharing it with this one would split the entry into two chunks.
export const menuStyles = /* css */ `
  :host {
    --ss-menu-tablist-size: 3em;
    --ss-menu-gap: 1.5em;
    --ss-menu-divider: 1px solid var(--ss-color-divider, color-mix(in srgb, currentColor 20%, transparent));
    --ss-menu-indicator: 2px solid var(--ss-color-accent, currentColor);
    --ss-menu-focus-ring: 2px solid currentColor;
  }
  [part~='tablist'] {
    display: flex;
    gap: var(--ss-menu-gap);
    box-sizing: border-box;
    block-size: var(--ss-menu-tablist-size);
    overflow-x: auto;
    overflow-y: hidden;
    border-block-end: var(--ss-menu-divider);
  }
  [part~='tab'] {
    flex: none;
    padding: 0 0.25em;
    border: 0;
    border-block-end: 2px solid transparent;
    background: none;
    color: inherit;
    font: inherit;
    white-space: nowrap;
    cursor: pointer;
  }
  [part~='selected'] {
    border-block-end: var(--ss-menu-indicator);
  }
  /* Until the sections are made panels (a server render not hydrated yet, or with scripts off), the first shows alone, as it will once hydrated. */
  [part~='panels'] > slot::slotted(section:not(:first-of-type):not([role='tabpanel'])) {
    display: none;
  }
  [part~='tab']:focus-visible,
  ::slotted(:focus-visible) {
    outline: var(--ss-menu-focus-ring);
    outline-offset: -2px;
  }
`
