import { MODAL_Z_INDEX } from '../../core/dom/z-index.ts'

/** Under the runtime's dialogs, which sit at the modal layer's base. */
export const cookieBannerStyles = /* css */ `
  :host {
    display: contents;
    --ss-cookie-banner-z-index: ${MODAL_Z_INDEX - 1};
    --ss-cookie-banner-offset: 1rem;
    --ss-cookie-banner-popup-width: 24rem;
    --ss-cookie-banner-radius: var(--ss-radius-md, 0.5rem);
    --ss-cookie-banner-font: inherit;
    --ss-cookie-banner-shadow: 0 0.25rem 1.5rem rgb(0 0 0 / 0.25);
  }
  .banner {
    --_background: var(--ss-cookie-banner-background, var(--ss-color-gray-900, #1f1f1f));
    --_color: var(--ss-cookie-banner-color, var(--ss-color-white, #ffffff));
    position: fixed;
    z-index: var(--ss-cookie-banner-z-index);
    box-sizing: border-box;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.75rem 1.5rem;
    margin: 0;
    padding: 1rem 1.25rem;
    border: 0;
    max-width: none;
    max-height: none;
    background: var(--_background);
    color: var(--_color);
    font: 1rem / 1.5 var(--ss-cookie-banner-font);
    box-shadow: var(--ss-cookie-banner-shadow);
  }
  .banner:focus {
    outline: none;
  }
  .theme-light {
    --_background: var(--ss-cookie-banner-background, var(--ss-color-white, #ffffff));
    --_color: var(--ss-cookie-banner-color, var(--ss-color-gray-900, #1f1f1f));
  }
  .bar {
    inset-inline: 0;
    width: 100%;
  }
  .bar.top {
    inset-block: 0 auto;
  }
  .bar.bottom {
    inset-block: auto 0;
  }
  .popup {
    flex-direction: column;
    align-items: stretch;
    width: min(var(--ss-cookie-banner-popup-width), calc(100vw - 2 * var(--ss-cookie-banner-offset)));
    border-radius: var(--ss-cookie-banner-radius);
  }
  .popup.top-left, .popup.top-right {
    inset-block: var(--ss-cookie-banner-offset) auto;
  }
  .popup.bottom-left, .popup.bottom-right {
    inset-block: auto var(--ss-cookie-banner-offset);
  }
  .popup.top-left, .popup.bottom-left {
    inset-inline: var(--ss-cookie-banner-offset) auto;
  }
  .popup.top-right, .popup.bottom-right {
    inset-inline: auto var(--ss-cookie-banner-offset);
  }
  .banner.preview {
    position: relative;
    inset: auto;
    z-index: auto;
  }
  .popup.preview.top-right, .popup.preview.bottom-right {
    margin-inline-start: auto;
  }
  .popup.preview {
    max-width: 100%;
  }
  dialog.banner::backdrop {
    background: rgb(0 0 0 / 0.5);
  }
  .message {
    flex: 1 1 20rem;
  }
  /* In a popup's column the basis would be a height: the message takes what its text needs. */
  .popup .message {
    flex: 0 1 auto;
  }
  .message p {
    margin: 0 0 0.5em;
  }
  .message p:last-child {
    margin-block-end: 0;
  }
  .message a {
    color: inherit;
    text-decoration: underline;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 0.75rem;
  }
  .choice {
    box-sizing: border-box;
    min-width: 2.75rem;
    min-height: 2.75rem;
    margin: 0;
    padding: 0.5rem 1rem;
    border: 2px solid transparent;
    border-radius: var(--ss-cookie-banner-radius);
    background: transparent;
    color: inherit;
    font: inherit;
    cursor: pointer;
  }
  .choice:focus-visible {
    outline: 3px solid var(--_color);
    outline-offset: 2px;
  }
  .cta-text .choice {
    text-decoration: underline;
    text-underline-offset: 0.2em;
  }
  .cta-button .choice {
    border-color: var(--ss-cookie-banner-button-background, var(--_color));
    background: var(--ss-cookie-banner-button-background, var(--_color));
    color: var(--ss-cookie-banner-button-color, var(--_background));
    font-weight: var(--ss-font-weight-semibold, 600);
  }
  .cta-icon .choice {
    display: inline-grid;
    place-items: center;
    padding: 0;
    border-color: currentColor;
    border-radius: 50%;
  }
  .cta-icon svg {
    width: 1.25rem;
    height: 1.25rem;
    fill: none;
    stroke: currentColor;
    stroke-width: 2.5;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
`
