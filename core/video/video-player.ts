import { claimPlayback, releasePlayback } from './one-video-at-a-time.ts'
import { commandPlayer } from './player-messages.ts'
import { playerSource, type IframeEmbed } from './video-embed.ts'

/** `overlay`: the poster only; `playing`: the player shows; `paused`: the player is kept, paused, under the overlay. */
export type VideoState = 'overlay' | 'playing' | 'paused'

/** What a player may do inside its frame: run the provider's own page, go fullscreen, open the provider's site. */
export const PLAYER_SANDBOX = 'allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox'
/** Autoplay is delegated so that the one tap on the overlay also starts the video, on phones too. */
export const PLAYER_ALLOW = 'autoplay; fullscreen; picture-in-picture; encrypted-media'

/** A new iframe for the provider's player, built from the checked embed alone: nothing of the author's markup. */
export function createPlayerFrame(embed: IframeEmbed, doc: Document = document): HTMLIFrameElement {
  const frame = doc.createElement('iframe')
  frame.setAttribute('part', 'video')
  frame.title = embed.title ?? `${embed.provider} video`
  frame.allow = PLAYER_ALLOW
  frame.allowFullscreen = true
  frame.referrerPolicy = 'strict-origin-when-cross-origin'
  frame.setAttribute('sandbox', PLAYER_SANDBOX)
  frame.src = playerSource(embed)
  return frame
}

/**
 * One video embed's playback, shared by `<ss-video>` and the gallery's video slides: no request to the
 * provider until `play()`, then a sandboxed player that starts on load. Only one video or audio in the page
 * plays at a time: playing this one stops the other. YouTube and Vimeo are paused by message and keep their
 * player; the other providers take no messages, so pausing them unloads the player and shows the overlay.
 */
export class VideoPlayer {
  readonly embed: IframeEmbed
  readonly #onChange: (state: VideoState) => void
  #frame: HTMLIFrameElement | undefined
  #state: VideoState = 'overlay'

  constructor(embed: IframeEmbed, onChange: (state: VideoState) => void) {
    this.embed = embed
    this.#onChange = onChange
  }

  get state(): VideoState {
    return this.#state
  }

  /** The player's iframe, to be put in the page by the caller; undefined until the first `play()`. */
  get frame(): HTMLIFrameElement | undefined {
    return this.#frame
  }

  play(): void {
    if (this.#state === 'playing') return
    claimPlayback(this, () => this.pause())
    if (this.#frame && this.#state === 'paused') commandPlayer(this.#frame, this.embed, 'play')
    else this.#frame = createPlayerFrame(this.embed)
    this.#frame.hidden = false
    this.#set('playing')
  }

  pause(): void {
    if (this.#state !== 'playing' || !this.#frame) return
    releasePlayback(this)
    if (commandPlayer(this.#frame, this.embed, 'pause')) {
      this.#frame.hidden = true
      this.#set('paused')
    } else {
      this.#frame = undefined
      this.#set('overlay')
    }
  }

  /** Lets go of the player when its element leaves the page. */
  dispose(): void {
    releasePlayback(this)
    this.#frame = undefined
    this.#state = 'overlay'
  }

  #set(state: VideoState): void {
    this.#state = state
    this.#onChange(state)
  }
}
