import { createElementClass } from '../../core/element/create-element-class.ts'
import { textHighlightAttributes } from './attributes.ts'

/**
 * @tag ss-text-highlight
 * @summary A text highlight: a labelled button that fires `ss-text-highlight-activate` when pressed.
 *
 * @attr {string} data-block-json - The block JSON: `{"label": "…", "emphasis": false}`.
 *
 * @fires {CustomEvent<{label: string}>} ss-text-highlight-activate - The button was pressed, or `activate()` was called.
 * @fires {CustomEvent<{tag: string, attribute: string, path: string, message: string}>} ss-error - The configuration is unusable; the light DOM shows instead.
 *
 * @slot - Shown before the element has loaded, and when its configuration is unusable.
 *
 * @csspart base - The button.
 *
 * @cssprop [--ss-text-highlight-color=currentColor] - The text colour.
 */
export class SsTextHighlight extends createElementClass({
  tag: 'ss-text-highlight',
  attributes: textHighlightAttributes,
  load: () => import('./implementation.ts'),
}) {
  /** Does what pressing the button does. */
  activate(): void {
    this.component.call('activate')
  }
}
