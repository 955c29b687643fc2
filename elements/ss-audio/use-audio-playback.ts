import { useLayoutEffect, useMemo, useSyncExternalStore } from 'react'
import type { ElementHost } from '../../core/element/element-host.ts'
import { claimPlayback, releasePlayback } from '../../core/video/one-video-at-a-time.ts'
import type { AudioMethods } from './schema.ts'

/**
 * The media events after which the controls show something new. `seeking` as well as `timeupdate`: WebKit
 * fires no `timeupdate` for a seek while paused.
 */
const MEDIA_EVENTS = ['play', 'pause', 'timeupdate', 'seeking', 'durationchange', 'volumechange', 'emptied'] as const

/** What the controls show of the audio. */
export interface AudioState {
  currentTime: number
  duration: number
  paused: boolean
  muted: boolean
  volume: number
}

/**
 * Follows `audio`: the calling component draws again after every media event its controls show, and the audio
 * takes the page's one turn to play when it starts (what else played stops) and gives it up when it pauses or
 * leaves the page. `redraw` draws again at once, for a change made to the audio by a control. The server, and
 * the render that hydrates its markup, show the audio as written, before the browser has loaded anything.
 */
export function useAudioPlayback(audio: HTMLAudioElement, host: ElementHost<AudioMethods>): { state: AudioState; redraw: () => void } {
  const store = useMemo(() => audioStore(audio), [audio])
  const state = useSyncExternalStore(store.subscribe, store.read, store.readAsWritten)
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
    return () => {
      releasePlayback(audio)
      audio.removeEventListener('play', onPlay)
      audio.removeEventListener('pause', onPause)
    }
  }, [audio, host])
  return { state, redraw: store.notify }
}

function audioStore(audio: HTMLAudioElement) {
  const listeners = new Set<() => void>()
  let last: AudioState | undefined
  let asWritten: AudioState | undefined
  return {
    subscribe(listener: () => void) {
      listeners.add(listener)
      for (const name of MEDIA_EVENTS) audio.addEventListener(name, listener)
      return () => {
        listeners.delete(listener)
        for (const name of MEDIA_EVENTS) audio.removeEventListener(name, listener)
      }
    },
    /** The same object while nothing the controls show has changed. */
    read(): AudioState {
      const { currentTime, duration, paused, muted, volume } = audio
      const next = { currentTime, duration, paused, muted, volume }
      const same = last && (Object.keys(next) as Array<keyof AudioState>).every((key) => Object.is(last![key], next[key]))
      return same ? last! : (last = next)
    },
    readAsWritten(): AudioState {
      asWritten ??= { currentTime: 0, duration: Number.NaN, paused: true, muted: audio.hasAttribute('muted'), volume: 1 }
      return asWritten
    },
    notify() {
      for (const listener of listeners) listener()
    },
  }
}
