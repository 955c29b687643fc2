import { createElementClass } from '../../core/element/create-element-class.ts'
import { marqueeAttributes } from './attributes.ts'
import { marqueePendingStyles } from './pending-styles.ts'
import { pendingWaveRoom } from './pending-wave-room.ts'

/**
 * @tag ss-marquee
 * @summary A row of items that scrolls on a loop, optionally along a wave, while in view and when motion is allowed, with a pause control.
 *
 * @attr {string} data-block-json - The marquee settings: `{"waveFrequency": 1, "waveIntensity": 0, "animationDirection": "left", "animationSpeed": 1, "pausedOnHover": false}`.
 *
 * @fires {CustomEvent<{tag: string, attribute: string, path: string, message: string}>} ss-error - The configuration is unusable; the items stay still, in the page as written.
 *
 * @slot - The items that scroll: elements (`<span>`, `<a>`, `<img>`), each kept on one line. Copies of them follow, `inert` and `aria-hidden`, marked `data-ss-clone`.
 *
 * @csspart viewport - The clipped region the items move through.
 * @csspart track - The row of items and their copies that slides.
 * @csspart control - The button that pauses and plays the marquee.
 *
 * @cssprop [--ss-marquee-gap=2em] - Space between items.
 * @cssprop [--ss-marquee-control-color=CanvasText] - Text colour of the pause control.
 * @cssprop [--ss-marquee-control-background=Canvas] - Background of the pause control.
 * @cssprop [--ss-marquee-focus-ring=2px solid currentColor] - The outline of the focused pause control.
 */
export class SsMarquee extends createElementClass({
  tag: 'ss-marquee',
  attributes: marqueeAttributes,
  load: () => import('./implementation.ts'),
  pendingStyles: marqueePendingStyles,
  pendingProperties: pendingWaveRoom,
}) {
  /** Lets the items move again after `pause()` or the pause control; they still move only in view and with motion allowed. */
  play(): void {
    this.component.call('play')
  }

  /** Holds the items where they are, as the pause control does, until `play()` or the control. */
  pause(): void {
    this.component.call('pause')
  }
}
