import { MIN_FONT_SIZE_PX } from './fit-rules.ts'

/**
 * The text on one line at `--ss-scaled-text-scale` times the inherited size, never under 11 px; at that floor
 * (`data-minimum`) it wraps rather than overflow. Where the browser fits text itself (`text-grow`), it does.
 */
export const scaledTextStyles = /* css */ `
  :host {
    display: block;
    --ss-scaled-text-scale: 1;
  }
  [part~='text'] {
    display: inline-block;
    white-space: nowrap;
    font-size: max(${MIN_FONT_SIZE_PX}px, calc(var(--ss-scaled-text-scale) * 1em));
  }
  :host([data-minimum]) [part~='text'] {
    white-space: normal;
  }
  @supports (text-grow: consistent) {
    [part~='text'] {
      display: block;
      font-size: 1em;
      text-grow: consistent scale;
      text-shrink: consistent scale ${MIN_FONT_SIZE_PX}px;
    }
  }
`
