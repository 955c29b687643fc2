import { createElementClass } from '../../core/element/create-element-class.ts'
import { lockScreenAttributes } from './attributes.ts'

/**
 * @tag ss-lock-screen
 * @summary A lock screen: a labelled button that fires `ss-lock-screen-activate` when pressed.
 *
 * @attr {string} data-block-json - The block JSON: `{"label": "…", "emphasis": false}`.
 *
 * @fires {CustomEvent<{label: string}>} ss-lock-screen-activate - The button was pressed, or `activate()` was called.
 * @fires {CustomEvent<{tag: string, attribute: string, path: string, message: string}>} ss-error - The configuration is unusable; the light DOM shows instead.
 *
 * @slot - Shown before the element has loaded, and when its configuration is unusable.
 *
 * @csspart base - The button.
 *
 * @cssprop [--ss-lock-screen-color=currentColor] - The text colour.
 */
export class SsLockScreen extends createElementClass({
  tag: 'ss-lock-screen',
  attributes: lockScreenAttributes,
  load: () => import('./implementation.ts'),
}) {
  /** Does what pressing the button does. */
  activate(): void {
    this.component.call('activate')
  }
}
