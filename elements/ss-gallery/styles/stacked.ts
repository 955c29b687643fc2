/** Stacked and slideshow: every slide in the same place, the current one on top. */
export const stackedStyles = /* css */ `
  .stage {
    position: relative;
    overflow: hidden;
    touch-action: pan-y;
  }
  .stage .slides,
  .stage .slide,
  .stage .slide > .activator,
  .stage .slide .media {
    height: 100%;
  }
  .stage .slide {
    position: absolute;
    inset: 0;
    overflow: hidden;
    opacity: 0;
    visibility: hidden;
  }
  .stage .slide[data-state='current'] {
    z-index: 1;
    opacity: 1;
    visibility: visible;
  }
  .stage .slide .media {
    aspect-ratio: auto !important;
  }
  .stage .meta {
    position: absolute;
    z-index: 2;
    max-width: calc(100% - 2rem);
    margin: 0;
    padding: 0.5rem 0.75rem;
    background: var(--ss-gallery-caption-background);
    color: var(--ss-gallery-caption-color);
  }
  .meta-bottom { bottom: 1rem; left: 50%; translate: -50% 0; }
  .meta-top { top: 1rem; left: 50%; translate: -50% 0; }
  .meta-center { top: 50%; left: 50%; translate: -50% -50%; }
  .meta-top-left { top: 1rem; left: 1rem; }
  .meta-top-right { top: 1rem; right: 1rem; }
  .meta-bottom-left { bottom: 1rem; left: 1rem; }
  .meta-bottom-right { bottom: 1rem; right: 1rem; }
`
