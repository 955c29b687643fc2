/** Carousel and slider: a row of slides that moves. */
export const stripStyles = /* css */ `
  .carousel,
  .slider {
    position: relative;
    overflow: hidden;
    touch-action: pan-y;
  }
  .carousel .track {
    display: flex;
    gap: var(--ss-gallery-gutter);
  }
  .carousel .slide {
    flex: 0 0 calc((100% - (var(--ss-gallery-per-row) - 1) * var(--ss-gallery-gutter)) / var(--ss-gallery-per-row));
  }
  .slider .track {
    display: flex;
    height: 100%;
  }
  .slider .slide {
    flex: none;
    height: 100%;
  }
  .slider .slide:not([data-near]) {
    content-visibility: auto;
  }
  .slider .slide > .activator,
  .slider .media {
    height: 100%;
  }
  .slider .media {
    aspect-ratio: auto !important;
  }
  .strip .track {
    gap: 4px;
  }
  .strip .slide[data-state='current'] .media::after {
    content: '';
    position: absolute;
    inset: 0;
    box-shadow: inset 0 0 0 3px currentColor;
  }
`
