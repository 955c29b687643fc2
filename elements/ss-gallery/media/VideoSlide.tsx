import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react'
import type { LoadMode } from '../../../core/images/image-loader.ts'
import { VIDEO_MESSAGES } from '../../../core/video/messages.ts'
import { claimPlayback, releasePlayback } from '../../../core/video/one-video-at-a-time.ts'
import { commandPlayer } from '../../../core/video/player-messages.ts'
import { playerSource, readVideoEmbed } from '../../../core/video/video-embed.ts'
import { useGalleryMedia } from '../gallery-context.ts'
import type { GallerySlide } from '../slides/read-slides.ts'
import { SlideImageView } from './SlideImageView.tsx'

interface VideoSlideProps {
  slide: GallerySlide
  current: boolean
  load: LoadMode
  root?: RefObject<Element | null>
}

/** `overlay`: the thumbnail only; `playing`: the player shows; `paused`: the player is kept, paused, under the overlay. */
type VideoState = 'overlay' | 'playing' | 'paused'

/**
 * A video slide (001 §4): a thumbnail overlay that Enter, Space or a click swaps for the provider's player. One
 * video plays in the page at a time; leaving the slide resets it (YouTube and Vimeo pause by message and keep
 * their player, others are unloaded). The player is built from the embed's checked `src` alone.
 */
export function VideoSlide({ slide, current, load, root }: VideoSlideProps) {
  const { setVideoPlaying } = useGalleryMedia()
  const embed = useMemo(() => readVideoEmbed(slide.videoHtml ?? ''), [slide.videoHtml])
  const [state, setState] = useState<VideoState>('overlay')
  const frame = useRef<HTMLIFrameElement>(null)
  const [owner] = useState(() => ({}))

  const stop = useCallback(() => {
    const paused = embed.type === 'iframe' && frame.current !== null && commandPlayer(frame.current, embed, 'pause')
    setState(paused ? 'paused' : 'overlay')
  }, [embed])

  const play = () => {
    claimPlayback(owner, stop)
    if (state === 'paused' && embed.type === 'iframe' && frame.current) commandPlayer(frame.current, embed, 'play')
    setState('playing')
  }

  useEffect(() => {
    if (current || state !== 'playing') return
    releasePlayback(owner)
    stop()
  }, [current, state, owner, stop])

  useEffect(() => {
    if (state !== 'playing') return
    frame.current?.focus()
    setVideoPlaying(owner, true)
    return () => setVideoPlaying(owner, false)
  }, [state, owner, setVideoPlaying])

  useEffect(() => () => releasePlayback(owner), [owner])

  const thumbnail = slide.image && <SlideImageView image={slide.image} load={load} cropMode="cover" root={root} decorative />

  if (embed.type !== 'iframe') {
    const message = embed.type === 'object' && slide.image ? VIDEO_MESSAGES.customImageNeedsEmbed : VIDEO_MESSAGES.invalidEmbed
    return (
      <>
        {thumbnail}
        <p className="video-message" part="video-message">
          {message}
        </p>
      </>
    )
  }
  return (
    <>
      {state !== 'overlay' && (
        <iframe
          ref={frame}
          part="video"
          src={playerSource(embed)}
          title={embed.title ?? `${embed.provider} video`}
          allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          hidden={state === 'paused'}
        />
      )}
      {state !== 'playing' && (
        <button
          type="button"
          part="video-play"
          className="video-overlay"
          aria-label={slide.label ? `Play video: ${slide.label}` : 'Play video'}
          onClick={play}
        >
          {thumbnail}
          <span className="play-icon" aria-hidden="true" />
        </button>
      )}
    </>
  )
}
