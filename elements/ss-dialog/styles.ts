import { modalCoverStyles } from '../../core/dom/modal-styles.ts'

/** The dialog's look: a 350 px panel with 20 px padding over a dimmed page, or a full-page cover. */
export const dialogStyles = /* css */ `
${modalCoverStyles('dialog', { overlay: 'rgb(0 0 0 / 0.4)', font: '16px/1.5 var(--ss-dialog-font-family, var(--ss-font-family, system-ui, sans-serif))' })}
  dialog {
    transition: background-color var(--ss-dialog-transition-duration, var(--ss-duration-300, 0.3s));
  }

  dialog.full-page {
    background: var(--ss-system-error-overlay-color, color-mix(in srgb, var(--ss-color-surface, #fff) 97%, transparent));
  }

  .panel {
    position: relative;
    box-sizing: border-box;
    width: min(100%, var(--ss-dialog-width, 350px));
    padding: var(--ss-dialog-padding, 20px);
    background: var(--ss-dialog-background, var(--ss-color-surface, #fff));
    border-radius: var(--ss-dialog-border-radius, var(--ss-radius-sm, 4px));
    box-shadow: 0 8px 32px rgb(0 0 0 / 0.25);
    transition:
      opacity var(--ss-dialog-transition-duration, var(--ss-duration-300, 0.3s)),
      transform var(--ss-dialog-transition-duration, var(--ss-duration-300, 0.3s));
  }

  @starting-style {
    dialog[open] .panel {
      opacity: 0;
      transform: scale(0.94);
    }
  }

  dialog[data-state='closing'] {
    background-color: transparent;
  }

  dialog[data-state='closing'] .panel {
    opacity: 0;
    transform: scale(0.94);
  }

  @media (prefers-reduced-motion: reduce) {
    dialog,
    .panel {
      transition: none;
    }
  }

  .full-page .panel {
    width: min(100%, 480px);
    background: transparent;
    box-shadow: none;
    text-align: center;
  }

  .heading {
    margin: 0;
    font-size: 1.125rem;
    font-weight: var(--ss-font-weight-semibold, 600);
  }

  .panel:has(> .close) .heading,
  .panel:has(> .close) .message {
    padding-inline-end: 40px;
  }

  .full-page .heading {
    font-size: 1.75rem;
  }

  .heading + .message {
    margin-top: 8px;
  }

  .actions {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 12px;
    margin-top: 24px;
  }

  button {
    min-height: 44px;
    padding: 0 20px;
    border: 1px solid var(--ss-dialog-button-border-color, var(--ss-color-accent, #1a1a1a));
    border-radius: var(--ss-radius-sm, 4px);
    background: var(--ss-dialog-button-background, var(--ss-color-accent, #1a1a1a));
    color: var(--ss-dialog-button-color, var(--ss-color-on-accent, #fff));
    font: inherit;
    cursor: pointer;
  }

  button.secondary {
    background: var(--ss-dialog-background, var(--ss-color-surface, #fff));
    color: var(--ss-dialog-color, var(--ss-color-text, #1a1a1a));
  }

  button:focus-visible {
    outline: 2px solid var(--ss-dialog-focus-color, var(--ss-color-focus, #005fcc));
    outline-offset: 2px;
  }

  .close {
    position: absolute;
    top: 8px;
    right: 8px;
    width: 44px;
    padding: 0;
    border-color: transparent;
    background: transparent;
    color: inherit;
    font-size: 1.5rem;
    line-height: 1;
  }
`
