/** The lightbox: a fullscreen modal dialog, 100 px of padding around the image on desktop. */
export const lightboxStyles = /* css */ `
  .lightbox {
    position: fixed;
    inset: 0;
    width: 100vw;
    max-width: none;
    height: 100vh;
    max-height: none;
    padding: 0;
    border: 0;
    margin: 0;
    background: transparent;
    /* The theme's palette gives the defaults; a page's --ss-gallery-lightbox-* win in either lightbox theme. */
    --lightbox-background: var(--ss-gallery-lightbox-background, var(--ss-color-black, #000));
    --lightbox-color: var(--ss-gallery-lightbox-color, var(--ss-color-white, #fff));
    color: var(--lightbox-color);
    overflow: hidden;
  }
  .lightbox[data-theme='light'] {
    --lightbox-background: var(--ss-gallery-lightbox-background, var(--ss-color-white, #fff));
    --lightbox-color: var(--ss-gallery-lightbox-color, var(--ss-color-gray-900, #111));
  }
  .lightbox::backdrop {
    background: transparent;
  }
  .lightbox-overlay {
    position: absolute;
    inset: 0;
    background: var(--lightbox-background);
    opacity: 0.95;
  }
  .lightbox-content {
    position: absolute;
    inset: 0;
    display: grid;
    place-items: center;
  }
  .lightbox-item {
    margin: 0;
    width: min(calc(100vw - 200px), calc((100vh - 200px) * var(--ss-gallery-ratio)));
  }
  .lightbox-caption {
    margin: 0.75rem 0 0;
    text-align: center;
  }
  .lightbox-counter {
    position: absolute;
    top: 1rem;
    left: 1rem;
    margin: 0;
  }
  .lightbox-close,
  .lightbox-previous,
  .lightbox-next,
  .lightbox-caption-toggle {
    position: absolute;
    display: grid;
    place-items: center;
    min-width: 2.75rem;
    min-height: 2.75rem;
    padding: 0.25rem;
    border: 0;
    background: none;
    color: inherit;
    font: inherit;
    cursor: pointer;
  }
  .lightbox-close { top: 0.5rem; right: 0.5rem; }
  .lightbox-previous { top: 50%; left: 1rem; translate: 0 -50%; }
  .lightbox-next { top: 50%; right: 1rem; translate: 0 -50%; }
  .lightbox[data-mobile] .lightbox-previous,
  .lightbox[data-mobile] .lightbox-next {
    top: auto;
    bottom: 0.5rem;
    translate: none;
  }
  .lightbox-track {
    display: flex;
    width: 100%;
    height: 100%;
    padding: 0;
    margin: 0;
    overflow-x: auto;
    scroll-snap-type: x mandatory;
    scrollbar-width: none;
    list-style: none;
  }
  .lightbox-track .lightbox-item {
    flex: 0 0 100%;
    display: grid;
    place-items: center;
    width: 100%;
    scroll-snap-align: center;
  }
  .lightbox-track .media {
    width: min(100%, calc((100vh - 8rem) * var(--ss-gallery-ratio)));
  }
  .lightbox-caption-toggle {
    bottom: 3.5rem;
    left: 50%;
    translate: -50% 0;
  }
  .lightbox[data-mobile] .lightbox-caption {
    position: absolute;
    right: 1rem;
    bottom: 6.5rem;
    left: 1rem;
    padding: 0.75rem;
    background: var(--lightbox-background);
  }
`
