/**
 * CSS for `.visually-hidden`: text that assistive technology reads and sighted visitors do not see (a price's
 * 'Sale price', a count's exact number). Clipped rather than `display: none`, which would hide it from both.
 */
export const visuallyHiddenStyles = /* css */ `
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    padding: 0;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
    border: 0;
  }
`
