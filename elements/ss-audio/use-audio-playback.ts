import { useLayoutEffect, useReducer } from 'react'
import type { ElementHost } from '../../core/element/element-host.ts'
import { claimPlayback, releasePlayback } from '../../core/video/one-video-at-a-time.ts'
import type { AudioMethods } from './schema.ts'

/**
 * The media events after which the controls show something new. `seeking` as well as `timeupdate`: WebKit
 * fires no `timeupdate` for a seek while paused.
 */
const MEDIA_EVENTS = ['play', 'pause', 'timeupdate', 'seeking', 'durationchange', 'volumechange', 'emptied'] as const

/**
 * Follows `audio`: the calling component draws again after every media event its controls show, and the audio
 * takes the page's one turn to play when it starts (what else played stops) and gives it up when it pauses or
 * leaves the page. Returns a function that draws again at once, for a change made to the audio by a control.
 */
export function useAudioPlayback(audio: HTMLAudioElement, host: ElementHost<AudioMethods>): () => void {
  const [, redraw] = useReducer((count: number) => count + 1, 0)
  // Bound before the browser paints: a play() replayed as the element mounts may start the audio at once.
  useLayoutEffect(() => {
    const onPlay = () => {
      claimPlayback(audio, () => audio.pause())
      host.emit('ss-audio-play')
    }
    const onPause = () => {
      releasePlayback(audio)
      host.emit('ss-audio-pause')
    }
    audio.addEventListener('play', onPlay)
    audio.addEventListener('pause', onPause)
    for (const name of MEDIA_EVENTS) audio.addEventListener(name, redraw)
    return () => {
      releasePlayback(audio)
      audio.removeEventListener('play', onPlay)
      audio.removeEventListener('pause', onPause)
      for (const name of MEDIA_EVENTS) audio.removeEventListener(name, redraw)
    }
  }, [audio, host])
  return redraw
}
