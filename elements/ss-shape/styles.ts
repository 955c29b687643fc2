import { SHAPE_BOX, SHAPE_CONTENT, SHAPE_NAMED_PROPORTIONS } from './pending.ts'

/**
 * The box keeps its size group's proportions; the shape fills it and the content sits on it, centred and
 * inset so that it stays inside the outline.
 */
export const shapeStyles = /* css */ `
  ${SHAPE_NAMED_PROPORTIONS}
  :host {
    ${SHAPE_BOX}
    --ss-shape-color: #2f4858;
    --ss-shape-shadow-color: rgb(0 0 0 / 0.35);
    --ss-shape-padding: 18cqi;
  }
  [part~='shape'],
  [part~='content'] {
    position: absolute;
    inset: 0;
  }
  [part~='shape'] {
    width: 100%;
    height: 100%;
    fill: var(--ss-shape-color);
    overflow: visible;
  }
  [part~='content'] {
    ${SHAPE_CONTENT}
  }
`
