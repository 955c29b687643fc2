import { BROWSER_FITTED_LINE, textLine } from './pending.ts'

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
    ${textLine('--ss-scaled-text-scale')}
  }
  :host([data-minimum]) [part~='text'] {
    white-space: normal;
  }
  @supports (text-grow: consistent) {
    [part~='text'] {
      ${BROWSER_FITTED_LINE}
    }
  }
`
