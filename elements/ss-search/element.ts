import { createElementClass } from '../../core/element/create-element-class.ts'
import { searchAttributes } from './attributes.ts'

/**
 * @tag ss-search
 * @summary A search: a labelled button that fires `ss-search-activate` when pressed.
 *
 * @attr {string} data-block-json - The block JSON: `{"label": "…", "emphasis": false}`.
 *
 * @fires {CustomEvent<{label: string}>} ss-search-activate - The button was pressed, or `activate()` was called.
 * @fires {CustomEvent<{tag: string, attribute: string, path: string, message: string}>} ss-error - The configuration is unusable; the light DOM shows instead.
 *
 * @slot - Shown before the element has loaded, and when its configuration is unusable.
 *
 * @csspart base - The button.
 *
 * @cssprop [--ss-search-color=currentColor] - The text colour.
 */
export class SsSearch extends createElementClass({
  tag: 'ss-search',
  attributes: searchAttributes,
  load: () => import('./implementation.ts'),
}) {
  /** Does what pressing the button does. */
  activate(): void {
    this.component.call('activate')
  }
}
