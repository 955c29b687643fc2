import { MIN_FONT_SIZE_PX } from './fit-rules.ts'

const FLOOR = `${MIN_FONT_SIZE_PX}px`

/**
 * The line's size: the floor × the box's width ÷ the copy's (`ratio`, of the parent's font size, the box's width,
 * and the room's width), corrected, never under the floor nor over the box's width (text that is all spaces).
 */
const fittedSize = (ratio: string) => `clamp(${FLOOR}, calc(${FLOOR} * ${ratio} * var(--ss-scaled-text-scale)), 1em)`

/**
 * The fit, in CSS alone, so that a server's render is already fitted. The base is a row of the room left over
 * (`.room`) and a hidden copy of the text at the 11 px floor (`.ruler`, never wider than the box): the line's
 * size is 11 px × the box's width ÷ the copy's, the box's width less the room. Container units carry the
 * widths down (the room's font size is the box's width; the line's `100cqi` is the room's). Where the copy fills the box the room is 0, the line sits at
 * the floor and wraps. `--ss-scaled-text-scale` corrects a line that the copy misjudged (the page's styles for
 * the text's elements, which the copy does not have). Where the browser fits text itself (`text-grow`), it does.
 */
export const scaledTextStyles = /* css */ `
  :host {
    display: block;
    --ss-scaled-text-scale: 1;
  }
  [part~='base'] {
    display: flex;
    container-type: inline-size;
  }
  .room {
    flex: 1 1 0;
    min-inline-size: 0;
    container-type: inline-size;
    font-size: 100cqi;
  }
  .box-width {
    display: block;
    inline-size: 1em;
  }
  .ruler {
    flex: none;
    max-inline-size: 100%;
    block-size: 0;
    overflow: hidden;
    visibility: hidden;
    white-space: nowrap;
    font-size: ${FLOOR};
  }
  [part~='text'] {
    display: block;
    inline-size: fit-content;
    white-space: nowrap;
    font-size: ${fittedSize('tan(atan2(1em, 1em - 100cqi))')};
  }
  /* WebKit gives trigonometry of relative lengths 0; it divides lengths, as Chromium does, and Firefox not yet. */
  @supports (inline-size: calc(1px * (1px / 1px))) {
    [part~='text'] {
      font-size: ${fittedSize('(1em / (1em - 100cqi))')};
    }
  }
  @container (inline-size <= 0px) {
    [part~='text'] {
      white-space: normal;
    }
  }
  @supports (text-grow: consistent) {
    [part~='base'] {
      display: block;
    }
    .room {
      font-size: inherit;
    }
    .box-width {
      inline-size: auto;
    }
    .ruler {
      display: none;
    }
    [part~='text'] {
      inline-size: auto;
      font-size: 1em;
      text-grow: consistent scale;
      text-shrink: consistent scale ${FLOOR};
    }
  }
`
