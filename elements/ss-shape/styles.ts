/**
 * The box keeps its size group's proportions; the shape fills it and the content sits on it, centred and
 * inset so that it stays inside the outline.
 */
export const shapeStyles = /* css */ `
  :host {
    position: relative;
    aspect-ratio: var(--ss-shape-own-aspect-ratio, auto);
    container-type: inline-size;
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
  :host([data-shadow]) [part~='shape'] {
    filter: drop-shadow(var(--ss-shape-shadow-x) var(--ss-shape-shadow-y) var(--ss-shape-shadow-blur) var(--ss-shape-shadow-color));
  }
  [part~='content'] {
    display: grid;
    place-content: center;
    padding: var(--ss-shape-padding);
    text-align: center;
    overflow-wrap: anywhere;
  }
`
