export const licensedAssetsBarStyles = /* css */ `
  /* Over the foot of the window, as it appears once its script knows the visitor may edit: the page never moves. */
  :host {
    position: fixed;
    inset: auto 0 0;
    z-index: 1;
    --ss-licensed-assets-bar-color: var(--ss-color-gray-900, #111);
    --ss-licensed-assets-bar-background: var(--ss-color-orange-50, #fff4d6);
  }
  [part~='base'] {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: center;
    gap: 4px 12px;
    padding: 8px 16px;
    background: var(--ss-licensed-assets-bar-background);
    color: var(--ss-licensed-assets-bar-color);
    font-size: var(--ss-font-size-md, 0.875rem);
  }
  [part~='message'] {
    margin: 0;
  }
  [part~='link'] {
    color: inherit;
  }
`
