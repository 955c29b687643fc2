export const audioStyles = /* css */ `
  :host {
    --ss-audio-accent: var(--ss-color-accent, currentColor);
    --ss-audio-control-size: 2.75rem;
    --ss-audio-gap: 0.5rem;
  }
  [part~='base'] {
    display: flex;
    align-items: center;
    gap: var(--ss-audio-gap);
  }
  button {
    display: inline-grid;
    place-items: center;
    flex: none;
    width: var(--ss-audio-control-size);
    height: var(--ss-audio-control-size);
    padding: 0;
    border: 1px solid currentColor;
    border-radius: 50%;
    background: none;
    color: inherit;
    cursor: pointer;
  }
  svg {
    width: 55%;
    height: 55%;
    fill: currentColor;
    stroke: currentColor;
    stroke-width: 1.5;
    stroke-linecap: round;
  }
  input {
    margin: 0;
    accent-color: var(--ss-audio-accent);
  }
  [part~='seek'] {
    flex: 1 1 8rem;
    min-width: 4rem;
  }
  [part~='volume'] {
    flex: 0 1 6rem;
    min-width: 3rem;
  }
  /* Room for an hour's times, so that the seek bar keeps its width as the duration replaces --:--. */
  [part~='time'] {
    flex: none;
    min-inline-size: 10ch;
    font-variant-numeric: tabular-nums;
    text-align: end;
    white-space: nowrap;
  }
  :is(button, input):focus-visible {
    outline: 2px solid var(--ss-audio-accent);
    outline-offset: 2px;
  }
`
