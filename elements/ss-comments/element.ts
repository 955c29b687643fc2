import { createElementClass } from '../../core/element/create-element-class.ts'
import { commentsAttributes } from './attributes.ts'

/**
 * @tag ss-comments
 * @summary A comments: a labelled button that fires `ss-comments-activate` when pressed.
 *
 * @attr {string} data-block-json - The block JSON: `{"label": "…", "emphasis": false}`.
 *
 * @fires {CustomEvent<{label: string}>} ss-comments-activate - The button was pressed, or `activate()` was called.
 * @fires {CustomEvent<{tag: string, attribute: string, path: string, message: string}>} ss-error - The configuration is unusable; the light DOM shows instead.
 *
 * @slot - Shown before the element has loaded, and when its configuration is unusable.
 *
 * @csspart base - The button.
 *
 * @cssprop [--ss-comments-color=currentColor] - The text colour.
 */
export class SsComments extends createElementClass({
  tag: 'ss-comments',
  attributes: commentsAttributes,
  load: () => import('./implementation.ts'),
}) {
  /** Does what pressing the button does. */
  activate(): void {
    this.component.call('activate')
  }
}
