import { visuallyHiddenStyles } from '../../core/dom/visually-hidden.ts'

export const cartLinkStyles = /* css */ `
  :host {
    display: inline-block;
    --ss-cart-link-color: inherit;
    --ss-cart-link-count-background: var(--ss-color-accent, currentColor);
    --ss-cart-link-count-color: var(--ss-color-on-accent, Canvas);
  }
  [part~='link'] {
    display: inline-flex;
    align-items: center;
    gap: 0.4em;
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
  :host([data-state='empty']) [part~='count'] {
    opacity: 0.7;
  }
  ${visuallyHiddenStyles}
`
