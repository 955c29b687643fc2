interface Playing {
  owner: object
  stop: () => void
}

let playing: Playing | undefined

/**
 * Only one video in the page shows at a time (001 §4): a video that starts calls this, and the one that was
 * playing is stopped (it reverts to its overlay).
 */
export function claimPlayback(owner: object, stop: () => void): void {
  const previous = playing
  playing = { owner, stop }
  if (previous && previous.owner !== owner) previous.stop()
}

/** A video that stopped on its own, or left the page, gives up its claim. */
export function releasePlayback(owner: object): void {
  if (playing?.owner === owner) playing = undefined
}
