import { createElementClass } from '../../core/element/create-element-class.ts'
import { audioAttributes } from './attributes.ts'
import { audioPendingStyles } from './pending.ts'

/**
 * @tag ss-audio
 * @summary An accessible audio player over its own `<audio>`: play and pause, seek, time, mute and volume, every control labelled and keyboard-operable; one audio or video of the page plays at a time.
 *
 * @attr {string} data-block-json - The audio block JSON: `{}`; the `<audio>` child holds every setting.
 *
 * @fires {CustomEvent<void>} ss-audio-play - The audio started, by its play button, `play()` or any other means.
 * @fires {CustomEvent<void>} ss-audio-pause - The audio paused or ended, or another audio or video of the page started.
 * @fires {CustomEvent<{tag: string, attribute: string, path: string, message: string}>} ss-error - The configuration is unusable; the `<audio>` shows with the browser's own controls.
 *
 * @slot - An `<audio src controls>` (its `title` names the player): the sound, and the player without JavaScript.
 *
 * @csspart base - The row of controls, a group named after the audio's title.
 * @csspart play - The play / pause button.
 * @csspart seek - The seek slider.
 * @csspart time - The time played and the duration.
 * @csspart mute - The mute button.
 * @csspart volume - The volume slider.
 *
 * @cssprop [--ss-audio-accent=var(--ss-color-accent, currentColor)] - The sliders' and focus rings' colour.
 * @cssprop [--ss-audio-control-size=2.75rem] - The buttons' size.
 * @cssprop [--ss-audio-gap=0.5rem] - Space between controls.
 */
export class SsAudio extends createElementClass({
  tag: 'ss-audio',
  attributes: audioAttributes,
  load: () => import('./implementation.ts'),
  pendingStyles: audioPendingStyles,
}) {
  /** Starts the audio; another audio or video of the page playing stops. */
  play(): void {
    this.component.call('play')
  }

  /** Pauses the audio. */
  pause(): void {
    this.component.call('pause')
  }
}
