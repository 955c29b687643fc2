export const announcementBarStyles = /* css */ `
  :host {
    display: block;
    --ss-announcement-bar-color: currentColor;
  }
  :host([hidden]) {
    display: none;
  }
  [part~='base'] {
    color: var(--ss-announcement-bar-color);
    font: inherit;
  }
  [part~='base'][data-emphasis='true'] {
    font-weight: 600;
  }
`
