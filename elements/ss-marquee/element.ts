import { createElementClass } from '../../core/element/create-element-class.ts'
import { marqueeAttributes } from './attributes.ts'

/**
 * @tag ss-marquee
 * @summary A marquee: a labelled button that fires `ss-marquee-activate` when pressed.
 *
 * @attr {string} data-block-json - The block JSON: `{"label": "…", "emphasis": false}`.
 *
 * @fires {CustomEvent<{label: string}>} ss-marquee-activate - The button was pressed, or `activate()` was called.
 * @fires {CustomEvent<{tag: string, attribute: string, path: string, message: string}>} ss-error - The configuration is unusable; the light DOM shows instead.
 *
 * @slot - Shown before the element has loaded, and when its configuration is unusable.
 *
 * @csspart base - The button.
 *
 * @cssprop [--ss-marquee-color=currentColor] - The text colour.
 */
export class SsMarquee extends createElementClass({
  tag: 'ss-marquee',
  attributes: marqueeAttributes,
  load: () => import('./implementation.ts'),
}) {
  /** Does what pressing the button does. */
  activate(): void {
    this.component.call('activate')
  }
}
