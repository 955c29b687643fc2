import { BLENDS } from './schema.ts'

/**
 * The element flows with the text around it, as a `<span>` would. The drawing is placed from the element's top left corner and never takes room or the pointer. Neither it
 * nor the element starts a stacking context of its own, so that a blend mode blends with the page behind.
 */
export const textHighlightStyles = /* css */ `
  :host {
    display: inline;
    position: relative;
  }
  [part~='text'] {
    position: relative;
  }
  [part~='drawing'] {
    position: absolute;
    left: 0;
    top: 0;
    overflow: visible;
    pointer-events: none;
  }
  /* Holds the text in the element's font, unseen and taking no room, so that its width tells of a font swap. */
  .font-probe {
    position: absolute;
    width: 0;
    height: 0;
    overflow: hidden;
    visibility: hidden;
  }
  .font-probe > span {
    display: inline-block;
    white-space: nowrap;
  }
  ${BLENDS.filter((blend) => blend !== 'none')
    .map((blend) => `[data-blend='${blend}'] { mix-blend-mode: ${blend}; }`)
    .join('\n  ')}
`
