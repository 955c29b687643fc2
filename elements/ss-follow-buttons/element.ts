import { createElementClass } from '../../core/element/create-element-class.ts'
import { followButtonsAttributes } from './attributes.ts'

/**
 * @tag ss-follow-buttons
 * @summary A follow buttons: a labelled button that fires `ss-follow-buttons-activate` when pressed.
 *
 * @attr {string} data-block-json - The block JSON: `{"label": "…", "emphasis": false}`.
 *
 * @fires {CustomEvent<{label: string}>} ss-follow-buttons-activate - The button was pressed, or `activate()` was called.
 * @fires {CustomEvent<{tag: string, attribute: string, path: string, message: string}>} ss-error - The configuration is unusable; the light DOM shows instead.
 *
 * @slot - Shown before the element has loaded, and when its configuration is unusable.
 *
 * @csspart base - The button.
 *
 * @cssprop [--ss-follow-buttons-color=currentColor] - The text colour.
 */
export class SsFollowButtons extends createElementClass({
  tag: 'ss-follow-buttons',
  attributes: followButtonsAttributes,
  load: () => import('./implementation.ts'),
}) {
  /** Does what pressing the button does. */
  activate(): void {
    this.component.call('activate')
  }
}
