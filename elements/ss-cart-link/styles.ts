import { visuallyHiddenStyles } from '../../core/dom/visually-hidden.ts'
import { LINK_BOX } from './pending.ts'

export const cartLinkStyles = /* css */ `
  :host {
    display: inline-block;
    --ss-cart-link-color: inherit;
    --ss-cart-link-count-background: var(--ss-color-accent, currentColor);
    --ss-cart-link-count-color: var(--ss-color-on-accent, Canvas);
  }
  [part~='link'] {
    ${LINK_BOX}
    color: var(--ss-cart-link-color);
  }
  [part~='count'] {
    min-width: 1.5em;
    padding: 0 0.4em;
    border-radius: 0.75em;
    background: var(--ss-cart-link-count-background);
    text-align: center;
    color: var(--ss-cart-link-count-color);
    font-size: 0.875em;
  }
  /* The host's data-state is set once hydrated; the count's own is drawn by a server too. */
  [part~='count'][data-state='empty'] {
    opacity: 0.7;
  }
  ${visuallyHiddenStyles}
`
