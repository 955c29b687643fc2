/** The host, the boxes every design reserves for its slides, the controls and the captions. */
export const baseStyles = /* css */ `
  :host {
    display: block;
    position: relative;
    --ss-gallery-control-size: 2.75rem;
    --ss-gallery-control-color: #fff;
    --ss-gallery-control-background: rgb(0 0 0 / 0.55);
    --ss-gallery-placeholder: rgb(127 127 127 / 0.15);
    --ss-gallery-caption-color: #fff;
    --ss-gallery-caption-background: rgb(0 0 0 / 0.55);
    --ss-gallery-focus-ring: 2px solid var(--ss-color-focus, #1a73e8);
  }
  :host([hidden]) {
    display: none;
  }
  .base {
    position: relative;
  }
  .media {
    position: relative;
    overflow: hidden;
    width: 100%;
    background: var(--ss-gallery-placeholder);
  }
  .media img {
    position: absolute;
    inset: 0;
    display: block;
    width: 100%;
    height: 100%;
    opacity: 0;
    transition: opacity var(--ss-duration-300, 0.3s);
  }
  .media img.loaded,
  .media img[data-shown] {
    opacity: 1;
  }
  .media img[data-shown] {
    transition: none;
  }
  /* useBgImage: the box draws the image as its background; the image stays for its text. */
  .media img[data-bg-image] {
    opacity: 0;
  }
  .activator {
    display: block;
    width: 100%;
    padding: 0;
    border: 0;
    margin: 0;
    background: none;
    color: inherit;
    font: inherit;
    text-align: inherit;
    text-decoration: none;
    cursor: pointer;
  }
  div.activator {
    cursor: auto;
  }
  :focus-visible {
    outline: var(--ss-gallery-focus-ring);
    outline-offset: 2px;
  }
  .activator:focus-visible {
    outline-offset: -4px;
  }
  .control {
    position: absolute;
    top: 50%;
    z-index: 3;
    display: grid;
    place-items: center;
    width: var(--ss-gallery-control-size);
    height: var(--ss-gallery-control-size);
    padding: 0;
    border: 0;
    border-radius: 50%;
    translate: 0 -50%;
    background: var(--ss-gallery-control-background);
    color: var(--ss-gallery-control-color);
    cursor: pointer;
  }
  .control.previous {
    left: 0.5rem;
  }
  .control.next {
    right: 0.5rem;
  }
  .control.rotation {
    top: auto;
    bottom: 0.5rem;
    left: 0.5rem;
    translate: none;
  }
  .control.disabled {
    opacity: 0.35;
    cursor: default;
  }
  .controls[hidden] {
    display: none;
  }
  .meta {
    margin: 0.5rem 0 0;
  }
  .play-icon {
    position: absolute;
    top: 50%;
    left: 50%;
    width: 4rem;
    height: 4rem;
    border-radius: 50%;
    translate: -50% -50%;
    background: rgb(0 0 0 / 0.6) url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath d='M9 6l10 6-10 6z' fill='white'/%3E%3C/svg%3E") center / 55% no-repeat;
    pointer-events: none;
  }
  @media (prefers-reduced-motion: reduce) {
    .media img {
      transition: none;
    }
  }
`
