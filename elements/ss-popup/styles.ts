import { MODAL_Z_INDEX } from '../../core/dom/z-index.ts'

/** A centred panel over a dimmed page, scrolling inside itself when its content is taller than the viewport. */
export const popupStyles = /* css */ `
  :host {
    display: contents;
  }

  dialog {
    position: fixed;
    inset: 0;
    z-index: var(--ss-popup-z-index, ${MODAL_Z_INDEX});
    box-sizing: border-box;
    width: 100%;
    height: 100%;
    max-width: none;
    max-height: none;
    margin: 0;
    padding: 20px;
    border: 0;
    display: grid;
    place-items: center;
    background: var(--ss-popup-overlay-color, rgb(0 0 0 / 0.5));
    color: var(--ss-popup-color, #1a1a1a);
    font: inherit;
  }

  dialog::backdrop {
    background: transparent;
  }

  .panel {
    position: relative;
    box-sizing: border-box;
    width: min(100%, var(--ss-popup-width, 560px));
    max-height: 100%;
    overflow: auto;
    padding: var(--ss-popup-padding, 40px);
    background: var(--ss-popup-background, #fff);
    border-radius: var(--ss-popup-border-radius, 8px);
    box-shadow: 0 8px 32px rgb(0 0 0 / 0.25);
  }

  @media (prefers-reduced-motion: no-preference) {
    .panel {
      transition: opacity 0.3s, transform 0.3s;
    }

    @starting-style {
      dialog[open] .panel {
        opacity: 0;
        transform: scale(0.94);
      }
    }
  }

  .close {
    position: absolute;
    top: 8px;
    right: 8px;
    width: 44px;
    height: 44px;
    padding: 0;
    border: 0;
    border-radius: 4px;
    background: transparent;
    color: inherit;
    font: inherit;
    font-size: 1.75rem;
    line-height: 1;
    cursor: pointer;
  }

  .close:focus-visible {
    outline: 2px solid var(--ss-popup-focus-color, #005fcc);
    outline-offset: 2px;
  }
`
