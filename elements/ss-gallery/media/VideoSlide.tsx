import { useEffect, useLayoutEffect, useMemo, useReducer, useRef, type RefObject } from 'react'
import type { LoadMode } from '../../../core/images/image-loader.ts'
import { unplayableMessage } from '../../../core/video/messages.ts'
import { readVideoEmbed } from '../../../core/video/video-embed.ts'
import { VideoPlayer } from '../../../core/video/video-player.ts'
import { useGalleryMedia } from '../gallery-context.ts'
import type { GallerySlide } from '../slides/read-slides.ts'
import { SlideImageView } from './SlideImageView.tsx'

interface VideoSlideProps {
  slide: GallerySlide
  current: boolean
  load: LoadMode
  root?: RefObject<Element | null>
}

/**
 * A video slide: a thumbnail overlay that Enter, Space or a click swaps for the provider's player, as
 * `<ss-video>` does, through the same `VideoPlayer`. Leaving the slide resets it: YouTube and Vimeo pause by
 * message and keep their player, others are unloaded.
 */
export function VideoSlide({ slide, current, load, root }: VideoSlideProps) {
  const { setVideoPlaying } = useGalleryMedia()
  const [, changed] = useReducer((count: number) => count + 1, 0)
  // A playable embed gets its player; any other keeps what it is, to say why it cannot play.
  const video = useMemo(() => {
    const embed = readVideoEmbed(slide.videoHtml ?? '')
    return embed.type === 'iframe' ? new VideoPlayer(embed, changed) : embed
  }, [slide.videoHtml])
  const player = video instanceof VideoPlayer ? video : undefined
  const holder = useRef<HTMLDivElement>(null)
  const state = player?.state ?? 'overlay'

  useEffect(() => () => player?.dispose(), [player])

  useLayoutEffect(() => {
    const frame = player?.frame
    holder.current?.replaceChildren(...(frame ? [frame] : []))
    if (state === 'playing') frame?.focus()
  }, [player, state])

  useEffect(() => {
    if (!current) player?.pause()
  }, [current, player])

  useEffect(() => {
    if (state !== 'playing' || !player) return
    setVideoPlaying(player, true)
    return () => setVideoPlaying(player, false)
  }, [state, player, setVideoPlaying])

  const thumbnail = slide.image && <SlideImageView image={slide.image} load={load} cropMode="cover" root={root} decorative />

  if (!(video instanceof VideoPlayer)) {
    return (
      <>
        {thumbnail}
        <p className="video-message" part="video-message">
          {unplayableMessage(video, slide.image !== undefined)}
        </p>
      </>
    )
  }
  return (
    <>
      <div className="video-player" ref={holder} />
      {state !== 'playing' && (
        <button
          type="button"
          part="video-play"
          className="video-overlay"
          aria-label={slide.label ? `Play video: ${slide.label}` : 'Play video'}
          onClick={() => video.play()}
        >
          {thumbnail}
          <span className="play-icon" aria-hidden="true" />
        </button>
      )}
    </>
  )
}
