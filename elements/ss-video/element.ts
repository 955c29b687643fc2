import { createElementClass } from '../../core/element/create-element-class.ts'
import { videoAttributes } from './attributes.ts'
import { videoPendingProperties, videoPendingStyles } from './pending.ts'

/**
 * @tag ss-video
 * @summary A provider's video (YouTube, Vimeo, Wistia, Animoto) behind its poster and a labelled play button: nothing is asked of the provider until the visitor plays.
 *
 * @attr {string} data-block-json - The video embed block: `{"dataHtml": "<iframe …>", "providerName": "YouTube", "mode": "fill", "aspectRatio": "Auto"}`.
 *
 * @fires {CustomEvent<void>} ss-video-play - The video started: the visitor pressed play, or `play()` was called.
 * @fires {CustomEvent<void>} ss-video-pause - The video stopped: `pause()`, or another video or audio of the page started.
 * @fires {CustomEvent<{tag: string, attribute: string, path: string, message: string}>} ss-error - The configuration is unusable; the poster shows alone.
 *
 * @slot - The poster: an `<img>`, shown inside the play button, and alone without JavaScript.
 *
 * @csspart base - The box, sized to the video's proportions.
 * @csspart play - The play button over the poster, named 'Play {title}'.
 * @csspart play-icon - The round play symbol on it.
 * @csspart video - The provider's player, once playing.
 * @csspart message - 'Invalid video embed.', or why the video cannot play.
 *
 * @cssprop [--ss-video-play-size=4rem] - The play symbol's size.
 * @cssprop [--ss-video-play-background=rgb(0 0 0 / 0.6)] - The play symbol's disc.
 * @cssprop [--ss-video-message-background=rgb(0 0 0 / 0.75)] - Behind the message of a video that cannot play.
 */
export class SsVideo extends createElementClass({
  tag: 'ss-video',
  attributes: videoAttributes,
  load: () => import('./implementation.ts'),
  pendingStyles: videoPendingStyles,
  pendingProperties: videoPendingProperties,
}) {
  /** Starts the video as the play button would, without moving focus; another video or audio playing stops. */
  play(): void {
    this.component.call('play')
  }

  /** Pauses the video (YouTube, Vimeo) or unloads it back to its poster (Wistia, Animoto). */
  pause(): void {
    this.component.call('pause')
  }
}
