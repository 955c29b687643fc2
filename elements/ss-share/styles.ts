export const shareStyles = /* css */ `
  :host {
    --ss-share-gap: 0.5em;
    --ss-share-link-padding: 0.4em 0.9em;
    --ss-share-link-border: 1px solid var(--ss-color-border, currentColor);
    --ss-share-link-radius: 999px;
  }
  [part~='list'] {
    display: flex;
    flex-wrap: wrap;
    gap: var(--ss-share-gap);
    margin: 0;
    padding: 0;
    list-style: none;
  }
  [part~='link'],
  [part~='button'] {
    display: inline-block;
    padding: var(--ss-share-link-padding);
    border: var(--ss-share-link-border);
    border-radius: var(--ss-share-link-radius);
    background: none;
    color: inherit;
    font: inherit;
    line-height: 1.2;
    text-decoration: none;
    cursor: pointer;
  }
  [part~='link']:focus-visible,
  [part~='button']:focus-visible {
    outline: 2px solid currentColor;
    outline-offset: 2px;
  }
  [part~='url'] {
    margin-block-start: var(--ss-share-gap);
    inline-size: 100%;
    box-sizing: border-box;
    font: inherit;
  }
  [part~='status'] {
    margin: 0;
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
