/** The space between a strip's thumbnails. */
export const STRIP_GAP_PX = 4

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
  .carousel .track {
    --ss-gallery-slide-width: calc((100% - (var(--ss-gallery-per-row) - 1) * var(--ss-gallery-gutter)) / var(--ss-gallery-per-row));
  }
  .carousel .slide {
    flex: 0 0 var(--ss-gallery-slide-width);
  }
  .carousel .spacer {
    flex: 0 0 calc(var(--ss-gallery-run) * var(--ss-gallery-slide-width) + (var(--ss-gallery-run) - 1) * var(--ss-gallery-gutter));
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
    gap: ${STRIP_GAP_PX}px;
  }
  .slider .spacer {
    flex: none;
  }
  .strip .slide[data-state='current'] .media::after {
    content: '';
    position: absolute;
    inset: 0;
    box-shadow: inset 0 0 0 3px currentColor;
  }
`
