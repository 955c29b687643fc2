import { html, svg } from 'lit-html'
import type { ElementHost } from '../../core/element/element-host.ts'
import type { LitView } from '../../core/element/lit-implementation.ts'
import { claimPlayback, releasePlayback } from '../../core/video/one-video-at-a-time.ts'
import { formatTime, spokenTime } from './format-time.ts'
import type { AudioConfig, AudioMethods } from './schema.ts'

/** Seconds an arrow key moves the playhead; Page Up and Page Down move it six times as far. */
export const SEEK_STEP = 5
const PAGE_STEP = SEEK_STEP * 6
const VOLUME_STEP = 0.05

/**
 * The media events after which the controls show something new. `seeking` as well as `timeupdate`: WebKit
 * fires no `timeupdate` for a seek while paused.
 */
const MEDIA_EVENTS = ['play', 'pause', 'timeupdate', 'seeking', 'durationchange', 'volumechange', 'emptied'] as const

const icon = (path: string) => svg`<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d=${path} /></svg>`
const PLAY_ICON = icon('M8 5l11 7-11 7z')
const PAUSE_ICON = icon('M6 5h4v14H6zM14 5h4v14h-4z')
const VOLUME_ICON = icon('M4 9h4l5-4v14l-5-4H4zM16 8.5a5 5 0 0 1 0 7')
const MUTED_ICON = icon('M4 9h4l5-4v14l-5-4H4zM16 9l5 6M21 9l-5 6')

/** The new playhead for a key pressed on the seek slider; undefined for keys the slider does not take. */
function seekTarget(key: string, current: number, duration: number): number | undefined {
  const moves: Record<string, number> = {
    ArrowLeft: -SEEK_STEP,
    ArrowDown: -SEEK_STEP,
    ArrowRight: SEEK_STEP,
    ArrowUp: SEEK_STEP,
    PageDown: -PAGE_STEP,
    PageUp: PAGE_STEP,
    Home: -Infinity,
    End: Infinity,
  }
  const move = moves[key]
  return move === undefined ? undefined : Math.min(Math.max(current + move, 0), duration)
}

/**
 * The audio player's view: play and pause, a seek slider, the time, mute and volume, over the light DOM's own
 * `<audio>`, which keeps playing the sound and stays the player without JavaScript. Drawn with lit-html: the
 * behaviour is the `<audio>` element's, and a page with a podcast should not load React for five controls.
 */
export function audioView(host: ElementHost<AudioMethods>, requestRender: () => void): LitView<AudioConfig, AudioMethods> {
  let audio: HTMLAudioElement | null = null

  const onPlay = () => {
    if (audio) claimPlayback(audio, () => audio?.pause())
    host.emit('ss-audio-play')
  }
  const onPause = () => {
    if (audio) releasePlayback(audio)
    host.emit('ss-audio-pause')
  }

  const bind = (next: HTMLAudioElement | null) => {
    if (next === audio) return
    unbind()
    audio = next
    if (!audio) return
    audio.addEventListener('play', onPlay)
    audio.addEventListener('pause', onPause)
    for (const name of MEDIA_EVENTS) audio.addEventListener(name, requestRender)
  }
  const unbind = () => {
    if (!audio) return
    releasePlayback(audio)
    audio.removeEventListener('play', onPlay)
    audio.removeEventListener('pause', onPause)
    for (const name of MEDIA_EVENTS) audio.removeEventListener(name, requestRender)
    audio = null
  }

  // Calls made before the first render come before `audio` is bound: they ask the light DOM.
  const media = () => audio ?? host.element.querySelector('audio')
  // A browser may refuse to start without a visitor's gesture; the controls then simply stay on "Play".
  const play = () => void media()?.play().catch(() => {})
  const pause = () => media()?.pause()
  const toggle = () => (media()?.paused ? play() : pause())

  const onSeekKey = (event: KeyboardEvent) => {
    if (!audio || event.altKey || event.ctrlKey || event.metaKey) return
    const target = seekTarget(event.key, audio.currentTime, audio.duration)
    if (target === undefined) return
    event.preventDefault()
    audio.currentTime = target
  }
  const onSeek = (event: Event) => {
    if (audio) audio.currentTime = (event.target as HTMLInputElement).valueAsNumber
  }
  const onVolume = (event: Event) => {
    if (!audio) return
    audio.volume = (event.target as HTMLInputElement).valueAsNumber
    audio.muted = audio.volume === 0
  }
  const toggleMute = () => {
    if (audio) audio.muted = !audio.muted
  }

  return {
    render() {
      bind(host.element.querySelector('audio'))
      if (!audio) return html`<slot></slot>`
      const name = audio.title || audio.getAttribute('aria-label') || 'Audio'
      const { currentTime, duration, paused, muted, volume } = audio
      const known = Number.isFinite(duration) && duration > 0
      const level = muted ? 0 : volume
      return html`<div part="base" role="group" aria-label=${name}>
        <button part="play" type="button" aria-label=${paused ? 'Play' : 'Pause'} @click=${toggle}>${paused ? PLAY_ICON : PAUSE_ICON}</button>
        <input
          part="seek"
          type="range"
          min="0"
          max=${known ? duration : 0}
          step="any"
          .value=${String(currentTime)}
          ?disabled=${!known}
          aria-label="Seek"
          aria-valuetext=${`${spokenTime(currentTime)} of ${spokenTime(duration)}`}
          @input=${onSeek}
          @keydown=${onSeekKey}
        />
        <span part="time">${formatTime(currentTime)} / ${formatTime(duration)}</span>
        <button part="mute" type="button" aria-label="Mute" aria-pressed=${String(muted)} @click=${toggleMute}>
          ${muted ? MUTED_ICON : VOLUME_ICON}
        </button>
        <input
          part="volume"
          type="range"
          min="0"
          max="1"
          step=${VOLUME_STEP}
          .value=${String(level)}
          aria-label="Volume"
          aria-valuetext=${`${Math.round(level * 100)}%`}
          @input=${onVolume}
        />
      </div>`
    },
    methods: { play, pause },
    disconnect: unbind,
  }
}
