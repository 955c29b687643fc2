import { LOCK_SCREEN_BOX } from './pending.ts'

export const lockScreenStyles = /* css */ `
  :host {
    display: block;
    --ss-lock-screen-accent: var(--ss-color-accent, #1a1a1a);
    --ss-lock-screen-error-color: var(--ss-color-danger, #b00020);
  }
  :host([hidden]) {
    display: none;
  }
  [part~='base'] {
    ${LOCK_SCREEN_BOX}
  }
  [part~='heading'] {
    margin: 0 0 1rem;
    font-size: 1.5rem;
  }
  [part~='form'] {
    display: grid;
    gap: 0.5rem;
    margin-top: 1rem;
    text-align: start;
  }
  [part~='input'] {
    font: inherit;
    padding: 0.5rem;
    border: 1px solid currentColor;
    border-radius: 2px;
  }
  [part~='input'][aria-invalid='true'] {
    border-color: var(--ss-lock-screen-error-color);
  }
  [part~='button'] {
    font: inherit;
    padding: 0.5rem 1rem;
    border: 0;
    border-radius: 2px;
    background: var(--ss-lock-screen-accent);
    color: var(--ss-color-on-accent, #fff);
    cursor: pointer;
  }
  [part~='error'] {
    margin: 0;
    color: var(--ss-lock-screen-error-color);
  }
`
