export const announcementBarStyles = /* css */ `
  :host {
    --ss-announcement-bar-color: var(--ss-color-text, #111);
    --ss-announcement-bar-background: var(--ss-color-surface-muted, #f2f2f2);
    --ss-announcement-bar-padding: 10px 16px;
    --ss-announcement-bar-font-size: 0.9375rem;
  }
  /* Until its script draws it (a server-rendered page shows the light DOM through a bare slot), the host has the
     bar's look, with room for the close button: the page does not move as the bar is drawn. */
  :host(:not(:defined)),
  :host([data-ss-pending]),
  [part~='base'] {
    display: flex;
    align-items: center;
    gap: 12px;
    padding: var(--ss-announcement-bar-padding);
    background: var(--ss-announcement-bar-background);
    color: var(--ss-announcement-bar-color);
    font-size: var(--ss-announcement-bar-font-size);
  }
  [part~='content'] {
    flex: 1;
    text-align: center;
  }
  ::slotted(*) {
    margin: 0;
  }
  :host(:not(:defined)) ::slotted(*),
  :host([data-ss-pending]) ::slotted(*) {
    flex: 1;
    text-align: center;
  }
  :host(:not(:defined):not([dismissible='false']))::after,
  :host([data-ss-pending]:not([dismissible='false']))::after {
    content: '';
    flex: none;
    min-width: 32px;
    min-height: 32px;
  }
  [part~='owner-trigger'] {
    color: inherit;
    font-size: 0.8125rem;
  }
  [part~='close-button'] {
    flex: none;
    min-width: 32px;
    min-height: 32px;
    border: 0;
    background: transparent;
    color: inherit;
    font: inherit;
    font-size: 1.25rem;
    line-height: 1;
    cursor: pointer;
  }
  [part~='close-button']:focus-visible,
  [part~='owner-trigger']:focus-visible {
    outline: 2px solid currentColor;
    outline-offset: 2px;
  }
`
