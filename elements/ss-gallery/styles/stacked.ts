import { STRIP_GAP_PX } from './strips.ts'

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
  .stage[data-drag] {
    cursor: grab;
  }
  .stage[data-scroll] .slides {
    display: flex;
    overflow-x: auto;
    scroll-snap-type: x mandatory;
    scrollbar-width: none;
  }
  .stage[data-free-scroll] .slides {
    scroll-snap-type: none;
  }
  .stage:not([data-scroll]) .spacer {
    display: none;
  }
  .stage[data-scroll] .spacer {
    flex: 0 0 calc(var(--ss-gallery-run) * 100%);
  }
  .stage[data-scroll] .slide {
    position: relative;
    flex: 0 0 100%;
    opacity: 1;
    visibility: visible;
    scroll-snap-align: start;
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
  .region { container-type: inline-size; }
  .meta-toggle { padding: 0; border: 0; background: none; color: inherit; font: inherit; text-decoration: underline; }
  @container (max-width: 599px) {
    .stage .meta { display: flex; align-items: flex-end; gap: 0.5rem; }
    .meta:not([data-expanded]) .meta-text { display: -webkit-box; overflow: hidden; -webkit-box-orient: vertical; -webkit-line-clamp: 2; }
    .meta[data-expanded] { max-height: calc(100% - 2rem); overflow-y: auto; }
  }
  .meta-bottom { bottom: 1rem; left: 50%; translate: -50% 0; }
  .meta-top { top: 1rem; left: 50%; translate: -50% 0; }
  .meta-center { top: 50%; left: 50%; translate: -50% -50%; }
  .meta-top-left { top: 1rem; left: 1rem; }
  .meta-top-right { top: 1rem; right: 1rem; }
  .meta-bottom-left { bottom: 1rem; left: 1rem; }
  .meta-bottom-right { bottom: 1rem; right: 1rem; }
  .thumbnails {
    display: flex;
    gap: ${STRIP_GAP_PX}px;
    overflow-x: auto;
    scrollbar-width: thin;
  }
  .thumbnails .spacer,
  .thumbnail {
    flex: none;
    width: auto;
    height: var(--ss-gallery-thumbnail-height);
  }
  .thumbnail.square {
    width: calc((100% - (var(--ss-gallery-thumbnails-per-row) - 1) * 4px) / var(--ss-gallery-thumbnails-per-row));
    height: auto;
  }
  .thumbnail:not(.square) .media {
    height: 100%;
    aspect-ratio: auto !important;
  }
  .thumbnail[aria-current] .media::after {
    content: '';
    position: absolute;
    inset: 0;
    box-shadow: inset 0 0 0 3px currentColor;
  }
`
