import { createElementClass } from '../../core/element/create-element-class.ts'
import { mobileInfoBarAttributes } from './attributes.ts'

/**
 * @tag ss-mobile-info-bar
 * @summary A mobile info bar: a labelled button that fires `ss-mobile-info-bar-activate` when pressed.
 *
 * @attr {string} data-block-json - The block JSON: `{"label": "…", "emphasis": false}`.
 *
 * @fires {CustomEvent<{label: string}>} ss-mobile-info-bar-activate - The button was pressed, or `activate()` was called.
 * @fires {CustomEvent<{tag: string, attribute: string, path: string, message: string}>} ss-error - The configuration is unusable; the light DOM shows instead.
 *
 * @slot - Shown before the element has loaded, and when its configuration is unusable.
 *
 * @csspart base - The button.
 *
 * @cssprop [--ss-mobile-info-bar-color=currentColor] - The text colour.
 */
export class SsMobileInfoBar extends createElementClass({
  tag: 'ss-mobile-info-bar',
  attributes: mobileInfoBarAttributes,
  load: () => import('./implementation.ts'),
}) {
  /** Does what pressing the button does. */
  activate(): void {
    this.component.call('activate')
  }
}
