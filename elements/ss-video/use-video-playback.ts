import { useEffect, useLayoutEffect, useMemo, useReducer, useRef, type RefObject } from 'react'
import type { ElementHost } from '../../core/element/element-host.ts'
import { readVideoEmbed, type UnplayableEmbed, type VideoEmbed } from '../../core/video/video-embed.ts'
import { VideoPlayer, type VideoState } from '../../core/video/video-player.ts'
import type { VideoConfig, VideoMethods } from './schema.ts'
import { useDrawNow } from '../../core/element/use-draw-now.ts'

/** The embed of the block: a listed provider's player, refused when it is not from the provider the block names. */
function blockEmbed(dataHtml: string, providerName: string | undefined, within: Document): VideoEmbed {
  const embed = readVideoEmbed(dataHtml, within)
  const named = providerName?.trim().toLowerCase()
  if (embed.type === 'iframe' && named && named !== embed.provider.toLowerCase()) return { type: 'invalid' }
  return embed
}

/** Where focus goes once a change of the player's state is drawn. */
interface FocusMove {
  state: VideoState
  /** The visitor pressed the play button: the keyboard should reach the provider's controls at once. */
  intoPlayer: boolean
  /** Focus was in the player, which is now hidden or gone: it goes back to the play button. */
  outOfPlayer: boolean
}

export interface VideoPlayback {
  /** A playable embed's player; any other embed as it is, to say why it cannot play. */
  video: VideoPlayer | UnplayableEmbed
  state: VideoState
  /** The video's box, whose document tells where focus is. */
  base: RefObject<HTMLDivElement | null>
  /** The play button over the poster, which focus comes back to. */
  overlay: RefObject<HTMLButtonElement | null>
  /** The play button's press: plays, and moves focus into the player. */
  activate(): void
  /** Plays or pauses as the element's methods do: drawn when the call returns, focus left where it is. */
  play(): void
  pause(): void
}

/**
 * The video's playback: one `VideoPlayer` per embed, drawn again at each change of its state (at once: the
 * player is on the page when a click or `play()` returns), firing `ss-video-play` and `ss-video-pause`, and let
 * go of when the embed changes or the element leaves the page.
 */
export function useVideoPlayback({ dataHtml, providerName }: VideoConfig, host: ElementHost<VideoMethods>): VideoPlayback {
  const [, redraw] = useReducer((count: number) => count + 1, 0)
  const base = useRef<HTMLDivElement>(null)
  const overlay = useRef<HTMLButtonElement>(null)
  const focusMoves = useRef<FocusMove[]>([])
  const pressed = useRef(false)

  const video = useMemo(() => {
    const embed = blockEmbed(dataHtml, providerName, host.element.ownerDocument)
    if (embed.type !== 'iframe') return embed
    const player: VideoPlayer = new VideoPlayer(embed, (state) => {
      const root = base.current?.getRootNode() as Document | ShadowRoot | undefined
      focusMoves.current.push({ state, intoPlayer: pressed.current, outOfPlayer: root?.activeElement?.localName === 'iframe' })
      pressed.current = false
      redraw()
      host.emit(state === 'playing' ? 'ss-video-play' : 'ss-video-pause')
    })
    return player
  }, [dataHtml, providerName, host])
  const player = video instanceof VideoPlayer ? video : undefined

  useEffect(() => () => player?.dispose(), [player])

  useLayoutEffect(() => {
    for (const move of focusMoves.current.splice(0)) {
      if (move.state === 'playing' && move.intoPlayer) player?.frame?.focus()
      else if (move.state !== 'playing' && move.outOfPlayer) overlay.current?.focus()
    }
  })

  const drawNow = useDrawNow()
  return {
    video,
    state: player?.state ?? 'overlay',
    base,
    overlay,
    activate: () =>
      drawNow(() => {
        pressed.current = true
        player?.play()
      }),
    play: () => drawNow(() => player?.play()),
    pause: () => drawNow(() => player?.pause()),
  }
}
