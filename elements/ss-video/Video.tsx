import type { CSSProperties } from 'react'
import type { ElementProps } from '../../core/element/react-implementation.tsx'
import { useElementMethods } from '../../core/element/use-element-methods.ts'
import { useLightDom } from '../../core/element/use-light-dom.ts'
import { unplayableMessage } from '../../core/video/messages.ts'
import { PlayerFrame } from '../../core/video/player-frame.tsx'
import { videoBoxPadding } from '../../core/video/video-box.ts'
import { VideoPlayer } from '../../core/video/video-player.ts'
import type { VideoConfig, VideoMethods } from './schema.ts'
import { useVideoPlayback } from './use-video-playback.ts'

const posterOf = (element: Element) => element.querySelector(':scope > img')

/**
 * The box's height, as a custom property in `style`: React sets it through the CSSOM, which a Content Security
 * Policy without inline styles allows.
 */
const boxStyle = (aspectRatio: VideoConfig['aspectRatio'], embedRatio: number | undefined) =>
  ({ '--ss-video-padding': `${videoBoxPadding(aspectRatio, embedRatio)}%` }) as CSSProperties

/**
 * The video: its light-DOM poster inside a labelled play button, swapped for the provider's player on
 * activation. Nothing is asked of the provider before that.
 */
export function Video({ config, host }: ElementProps<VideoConfig, VideoMethods>) {
  const poster = useLightDom(host.element, posterOf)
  const { video, state, base, overlay, activate, play, pause } = useVideoPlayback(config, host)
  useElementMethods(host, { play, pause })

  const mode = config.mode ?? 'fill'
  const box = boxStyle(config.aspectRatio, video instanceof VideoPlayer ? video.embed.ratio : undefined)
  if (!(video instanceof VideoPlayer)) {
    return (
      <div part="base" data-mode={mode} style={box}>
        <div>
          <slot />
        </div>
        <p part="message">{unplayableMessage(video, poster !== null)}</p>
      </div>
    )
  }
  const { embed, frame } = video
  const title = embed.title ?? (poster?.getAttribute('alt')?.trim() || `${embed.provider} video`)
  return (
    <div ref={base} part="base" data-mode={mode} data-state={state} style={box}>
      {frame && <PlayerFrame frame={frame} />}
      {state !== 'playing' && (
        <button ref={overlay} part="play" type="button" aria-label={`Play ${title}`} onClick={activate}>
          <slot />
          <span part="play-icon" aria-hidden="true" />
        </button>
      )}
    </div>
  )
}
