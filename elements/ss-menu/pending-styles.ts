/**
 * While the menu's code loads, the first section shows alone below the space the tab list will take, so that
 * drawing the tabs moves nothing.
 */
export const menuPendingStyles = /* css */ `
  :host {
    --ss-menu-tablist-size: 3em;
    padding-block-start: var(--ss-menu-tablist-size);
  }
  ::slotted(section:not(:first-of-type)) {
    display: none;
  }
`
