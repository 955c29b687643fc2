import type { ChangeEvent, KeyboardEvent } from 'react'
import type { ElementHost } from '../../core/element/element-host.ts'
import { formatTime, spokenTime } from './format-time.ts'
import type { AudioMethods } from './schema.ts'
import { seekTarget } from './seek-keys.ts'
import { useAudioPlayback } from './use-audio-playback.ts'

const VOLUME_STEP = 0.05

const PLAY_ICON = 'M8 5l11 7-11 7z'
const PAUSE_ICON = 'M6 5h4v14H6zM14 5h4v14h-4z'
const VOLUME_ICON = 'M4 9h4l5-4v14l-5-4H4zM16 8.5a5 5 0 0 1 0 7'
const MUTED_ICON = 'M4 9h4l5-4v14l-5-4H4zM16 9l5 6M21 9l-5 6'

function Icon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={path} />
    </svg>
  )
}

/** Starts `audio`. A browser may refuse without a visitor's gesture; the controls then simply stay on "Play". */
export function startAudio(audio: HTMLAudioElement | null): void {
  audio?.play().catch(() => {})
}

interface AudioControlsProps {
  audio: HTMLAudioElement
  host: ElementHost<AudioMethods>
}

/** The row of controls over `audio`: what they show is read from the audio at every media event. */
export function AudioControls({ audio, host }: AudioControlsProps) {
  const { state, redraw } = useAudioPlayback(audio, host)
  const name = audio.title || audio.getAttribute('aria-label') || 'Audio'
  const { currentTime, duration, paused, muted, volume } = state
  const known = Number.isFinite(duration) && duration > 0
  const level = muted ? 0 : volume

  // Each control changes the audio, then draws at once: the slider a visitor drags keeps the value it was given.
  const change = (apply: () => void) => {
    apply()
    redraw()
  }
  const onSeek = (event: ChangeEvent<HTMLInputElement>) => change(() => (audio.currentTime = event.target.valueAsNumber))
  const onSeekKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return
    const target = seekTarget(event.key, audio.currentTime, audio.duration)
    if (target === undefined) return
    event.preventDefault()
    change(() => (audio.currentTime = target))
  }
  const onVolume = (event: ChangeEvent<HTMLInputElement>) =>
    change(() => {
      audio.volume = event.target.valueAsNumber
      audio.muted = audio.volume === 0
    })

  return (
    <div part="base" role="group" aria-label={name}>
      <button part="play" type="button" aria-label={paused ? 'Play' : 'Pause'} onClick={() => (audio.paused ? startAudio(audio) : audio.pause())}>
        <Icon path={paused ? PLAY_ICON : PAUSE_ICON} />
      </button>
      <input
        part="seek"
        type="range"
        min={0}
        max={known ? duration : 0}
        step="any"
        value={currentTime}
        disabled={!known}
        aria-label="Seek"
        aria-valuetext={`${spokenTime(currentTime)} of ${spokenTime(duration)}`}
        onChange={onSeek}
        onKeyDown={onSeekKey}
      />
      <span part="time">{`${formatTime(currentTime)} / ${formatTime(duration)}`}</span>
      <button part="mute" type="button" aria-label="Mute" aria-pressed={muted} onClick={() => change(() => (audio.muted = !audio.muted))}>
        <Icon path={muted ? MUTED_ICON : VOLUME_ICON} />
      </button>
      <input
        part="volume"
        type="range"
        min={0}
        max={1}
        step={VOLUME_STEP}
        value={level}
        aria-label="Volume"
        aria-valuetext={`${Math.round(level * 100)}%`}
        onChange={onVolume}
      />
    </div>
  )
}
