export const videoStyles = /* css */ `
  :host {
    --ss-video-play-size: 4rem;
    --ss-video-play-background: rgb(0 0 0 / 0.6);
    --ss-video-message-background: rgb(0 0 0 / 0.75);
  }
  [part~='base'] {
    position: relative;
    padding-top: var(--ss-video-padding);
    overflow: hidden;
  }
  [part~='base'] > * {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
  }
  [part~='video'] {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    border: 0;
  }
  ::slotted(img) {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  [data-mode='fit'] ::slotted(img) {
    object-fit: contain;
  }
  [data-mode='none'] ::slotted(img) {
    object-fit: none;
  }
  [part~='play'] {
    margin: 0;
    padding: 0;
    border: 0;
    background: none;
    cursor: pointer;
  }
  [part~='play']:focus-visible {
    outline: 3px solid Highlight;
    outline-offset: -3px;
  }
  [part~='play-icon'] {
    position: absolute;
    top: 50%;
    left: 50%;
    width: var(--ss-video-play-size);
    height: var(--ss-video-play-size);
    border-radius: 50%;
    translate: -50% -50%;
    background: var(--ss-video-play-background) url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath d='M9 6l10 6-10 6z' fill='white'/%3E%3C/svg%3E") center / 55% no-repeat;
  }
  [part~='message'] {
    inset: auto 0 0;
    height: auto;
    margin: 0;
    padding: 0.75rem;
    background: var(--ss-video-message-background);
    color: #fff;
  }
`
