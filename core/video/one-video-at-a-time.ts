interface Playing {
  owner: object
  stop: () => void
}

let playing: Playing | undefined

/**
 * Only one video or audio in the page plays at a time, across `<ss-video>`, gallery video slides and
 * `<ss-audio>`: what starts calls this, and what was playing is stopped (paused, or back to its overlay).
 */
export function claimPlayback(owner: object, stop: () => void): void {
  const previous = playing
  playing = { owner, stop }
  if (previous && previous.owner !== owner) previous.stop()
}

/** What stopped on its own, or left the page, gives up its claim. */
export function releasePlayback(owner: object): void {
  if (playing?.owner === owner) playing = undefined
}
