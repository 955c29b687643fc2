import { HIDE_BARE_SLOT } from './pending.ts'

export const memberAreaStyles = /* css */ `
  :host {
    display: block;
    --ss-member-area-locked-color: inherit;
    --ss-member-area-locked-background: transparent;
    --ss-member-area-locked-padding: 0;
  }
  :host([hidden]) {
    display: none;
  }
  ${HIDE_BARE_SLOT}
  [part~='locked'] {
    padding: var(--ss-member-area-locked-padding);
    background: var(--ss-member-area-locked-background);
    color: var(--ss-member-area-locked-color);
  }
  [part~='locked-text'] {
    margin: 0;
  }
  [part~='login-link'] {
    color: inherit;
  }
`
