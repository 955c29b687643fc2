import { MOBILE_INFO_BAR_MAX_WIDTH } from './breakpoint.ts'

export const mobileInfoBarStyles = /* css */ `
  :host {
    position: sticky;
    bottom: 0;
    z-index: 1;
    --ss-mobile-info-bar-color: var(--ss-color-text, #111);
    --ss-mobile-info-bar-background: var(--ss-color-surface, #fff);
    --ss-mobile-info-bar-border: 1px solid var(--ss-color-divider, #ccc);
    --ss-mobile-info-bar-padding: 8px 12px;
  }
  @media (width > ${MOBILE_INFO_BAR_MAX_WIDTH}px) {
    :host {
      display: none !important;
    }
  }
  [part~='base'] {
    padding: var(--ss-mobile-info-bar-padding);
    border-top: var(--ss-mobile-info-bar-border);
    background: var(--ss-mobile-info-bar-background);
    color: var(--ss-mobile-info-bar-color);
  }
  [part~='text'] {
    margin: 0 0 6px;
    text-align: center;
  }
  [part~='actions'] {
    display: flex;
    justify-content: space-around;
    gap: 8px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  [part~='action'] {
    display: inline-block;
    min-height: 24px;
    padding: 6px 8px;
    border: 0;
    background: transparent;
    color: inherit;
    font: inherit;
    text-decoration: underline;
    cursor: pointer;
  }
  [part~='action']:focus-visible {
    outline: 2px solid currentColor;
    outline-offset: 2px;
  }
  [part~='hours'] {
    margin: 6px 0 0;
    text-align: center;
  }
`
