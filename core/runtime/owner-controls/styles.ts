export const ownerControlsStyles = /* css */ `
  [part~='base'] {
    position: fixed;
    inset-block-end: 12px;
    inset-inline-start: 12px;
    z-index: 29999;
    max-inline-size: min(22rem, calc(100vw - 24px));
    padding: 8px 12px;
    border: 1px solid #767676;
    border-radius: 6px;
    background: #ffffff;
    color: #1a1a1a;
    font: 14px/1.4 system-ui, sans-serif;
    box-shadow: 0 2px 8px rgb(0 0 0 / 0.2);
  }
  [part~='summary'] {
    cursor: pointer;
    font-weight: 600;
  }
  [part~='group'] {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
    margin-block-start: 8px;
  }
  [part~='button'] {
    padding: 4px 10px;
    border: 1px solid #1f4e8c;
    border-radius: 4px;
    background: #ffffff;
    color: #1f4e8c;
    font: inherit;
    cursor: pointer;
  }
  :is([part~='summary'], [part~='button']):focus-visible {
    outline: 2px solid #005fcc;
    outline-offset: 2px;
  }
  [part~='status'] {
    margin: 8px 0 0;
  }
  [part~='status']:empty {
    margin: 0;
  }
`
