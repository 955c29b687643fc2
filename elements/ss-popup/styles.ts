import { modalCoverStyles } from '../../core/dom/modal-styles.ts'

/** A panel (centred, or where `position` puts it) over a dimmed page, scrolling inside itself when its content is taller than the viewport. */
export const popupStyles = /* css */ `
${modalCoverStyles('popup', { overlay: 'rgb(0 0 0 / 0.5)', font: 'inherit' })}
  /* Until its script draws it (server-rendered), nothing: its content will show only inside the overlay. Where
     scripts are off, the content stays where it stands. */
  @media (scripting: enabled) {
    :host(:not(:defined)) {
      display: none;
    }
  }

  dialog[data-position^='TOP'] {
    align-items: start;
  }

  dialog[data-position^='BOTTOM'] {
    align-items: end;
  }

  dialog[data-position$='LEFT'] {
    justify-items: start;
  }

  dialog[data-position$='RIGHT'] {
    justify-items: end;
  }

  .panel {
    position: relative;
    box-sizing: border-box;
    width: min(100%, var(--ss-popup-width, 560px));
    max-height: 100%;
    overflow: auto;
    padding: var(--ss-popup-padding, 40px);
    background: var(--ss-popup-background, var(--ss-color-surface, #fff));
    border-radius: var(--ss-popup-border-radius, var(--ss-radius-md, 8px));
    box-shadow: 0 8px 32px rgb(0 0 0 / 0.25);
  }

  @media (prefers-reduced-motion: no-preference) {
    .panel {
      transition: opacity var(--ss-duration-300, 0.3s), transform var(--ss-duration-300, 0.3s);
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
    border-radius: var(--ss-radius-sm, 4px);
    background: transparent;
    color: inherit;
    font: inherit;
    font-size: 1.75rem;
    line-height: 1;
    cursor: pointer;
  }

  .close:focus-visible {
    outline: 2px solid var(--ss-popup-focus-color, var(--ss-color-focus, #005fcc));
    outline-offset: 2px;
  }
`
