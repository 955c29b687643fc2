export const reservationStyles = /* css */ `
  :host {
    --ss-reservation-gap: 1rem;
  }
  [part='base'] {
    position: relative;
  }
  ::slotted([slot='widget']) {
    display: flex;
    gap: var(--ss-reservation-gap);
  }
  [data-layout='row'] ::slotted([slot='widget']) {
    flex-direction: row;
    justify-content: center;
  }
  [data-layout='column'] ::slotted([slot='widget']) {
    flex-direction: column;
    align-items: center;
  }
  [part='preview-guard'] {
    position: absolute;
    inset: 0;
    margin: 0;
    padding: 0;
    border: 0;
    background: transparent;
    cursor: not-allowed;
  }
  [part='preview-guard']:focus-visible {
    outline: 2px solid;
    outline-offset: 2px;
  }
`
