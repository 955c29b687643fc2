import { ANCHOR_GAP, EDGE_MARGIN, TOOLTIP_WIDTH } from './tooltip-placement.ts'

export const tooltipStyles = /* css */ `
  :host {
    display: inline-block;
    anchor-name: --ss-tooltip-anchor;
    --ss-tooltip-color: var(--ss-color-inverse-text, #fff);
    --ss-tooltip-background: var(--ss-color-inverse-surface, #222);
    --ss-tooltip-padding: 6px 10px;
    --ss-tooltip-border-radius: var(--ss-radius-sm, 4px);
    --ss-tooltip-font-size: var(--ss-font-size-md, 0.875rem);
  }
  [part~='tooltip'] {
    position: fixed;
    inset: auto;
    margin: 0;
    box-sizing: border-box;
    width: max-content;
    max-width: min(${TOOLTIP_WIDTH}px, calc(100vw - ${2 * EDGE_MARGIN}px));
    padding: var(--ss-tooltip-padding);
    border: 0;
    border-radius: var(--ss-tooltip-border-radius);
    background: var(--ss-tooltip-background);
    color: var(--ss-tooltip-color);
    font-size: var(--ss-tooltip-font-size);
    line-height: 1.4;
    overflow-wrap: break-word;
  }
  [part~='tooltip'][data-placement='anchor'] {
    position-anchor: --ss-tooltip-anchor;
    top: anchor(bottom);
    left: anchor(left);
    margin-top: ${ANCHOR_GAP}px;
    position-try-fallbacks: flip-block, flip-inline;
  }
`
