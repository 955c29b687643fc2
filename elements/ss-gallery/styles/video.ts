/** Video slides: the overlay that starts them, the player, and the message of a video that cannot play. */
export const videoStyles = /* css */ `
  .media iframe {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    border: 0;
  }
  .video-player {
    display: contents;
  }
  .video-overlay {
    position: absolute;
    inset: 0;
    padding: 0;
    border: 0;
    background: none;
    cursor: pointer;
  }
  .video-message {
    position: absolute;
    inset: auto 0 0;
    margin: 0;
    padding: 0.75rem;
    background: rgb(0 0 0 / 0.75);
    color: #fff;
  }
`
