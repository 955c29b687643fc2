export const searchStyles = /* css */ `
  :host {
    --ss-search-gap: 0.5em;
    --ss-search-border: 1px solid var(--ss-color-border, currentColor);
    --ss-search-radius: var(--ss-radius-sm, 4px);
    --ss-search-padding: 0.5em 0.75em;
  }
  [part~='base'] {
    display: flex;
    gap: var(--ss-search-gap);
  }
  [part~='input'],
  [part~='button'] {
    padding: var(--ss-search-padding);
    border: var(--ss-search-border);
    border-radius: var(--ss-search-radius);
    font: inherit;
    color: inherit;
  }
  [part~='input'] {
    flex: 1;
    min-inline-size: 0;
    background: transparent;
  }
  [part~='button'] {
    background: none;
    cursor: pointer;
  }
  [part~='input']:focus-visible,
  [part~='button']:focus-visible {
    outline: 2px solid currentColor;
    outline-offset: 2px;
  }
  .visually-hidden {
    position: absolute;
    inline-size: 1px;
    block-size: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`
