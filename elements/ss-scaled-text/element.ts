import { createElementClass } from '../../core/element/create-element-class.ts'
import { scaledTextAttributes } from './attributes.ts'

/**
 * @tag ss-scaled-text
 * @summary A scaled text: a labelled button that fires `ss-scaled-text-activate` when pressed.
 *
 * @attr {string} data-block-json - The block JSON: `{"label": "…", "emphasis": false}`.
 *
 * @fires {CustomEvent<{label: string}>} ss-scaled-text-activate - The button was pressed, or `activate()` was called.
 * @fires {CustomEvent<{tag: string, attribute: string, path: string, message: string}>} ss-error - The configuration is unusable; the light DOM shows instead.
 *
 * @slot - Shown before the element has loaded, and when its configuration is unusable.
 *
 * @csspart base - The button.
 *
 * @cssprop [--ss-scaled-text-color=currentColor] - The text colour.
 */
export class SsScaledText extends createElementClass({
  tag: 'ss-scaled-text',
  attributes: scaledTextAttributes,
  load: () => import('./implementation.ts'),
}) {
  /** Does what pressing the button does. */
  activate(): void {
    this.component.call('activate')
  }
}
