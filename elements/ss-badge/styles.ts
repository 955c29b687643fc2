export const badgeStyles = /* css */ `
  :host {
    position: fixed;
    inset: auto var(--ss-badge-offset) var(--ss-badge-offset) auto;
    z-index: 1;
    --ss-badge-offset: 20px;
  }
  /* Until its script draws it (a server-rendered page shows the link through a bare slot), the host has the box's
     look, so that the link does not move in its corner as the box is drawn. */
  :host(:not(:defined)),
  :host([data-ss-pending]),
  [part~='base'] {
    padding: 6px 10px;
    border-radius: var(--ss-radius-sm, 4px);
    font-size: var(--ss-font-size-sm, 0.75rem);
    box-shadow: 0 1px 4px rgb(0 0 0 / 25%);
  }
  :host(:not(:defined)),
  :host([data-ss-pending]),
  [data-type='black'] {
    background: #000;
    color: #fff;
  }
  :host(:not(:defined)[ss-badge-type='white']),
  :host([data-ss-pending][ss-badge-type='white']),
  [data-type='white'] {
    background: #fff;
    color: #000;
  }
  /* The page's own link colour would win over a normal declaration here, and fail contrast on the box. */
  ::slotted(a) {
    color: inherit !important;
  }
`
