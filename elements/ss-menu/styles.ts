import { tablistSize } from './pending-styles.ts'

export const menuStyles = /* css */ `
  :host {
    ${tablistSize}
    --ss-menu-gap: 1.5em;
    --ss-menu-divider: 1px solid color-mix(in srgb, currentColor 20%, transparent);
    --ss-menu-indicator: 2px solid currentColor;
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
  ::slotted([role='tab']) {
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
  ::slotted([role='tab'][aria-selected='true']) {
    border-block-end: var(--ss-menu-indicator);
  }
  ::slotted(:focus-visible) {
    outline: var(--ss-menu-focus-ring);
    outline-offset: -2px;
  }
`
