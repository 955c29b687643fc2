import { createElementClass } from '../../core/element/create-element-class.ts'
import { shapeAttributes } from './attributes.ts'

/**
 * @tag ss-shape
 * @summary A shape: a labelled button that fires `ss-shape-activate` when pressed.
 *
 * @attr {string} data-block-json - The block JSON: `{"label": "…", "emphasis": false}`.
 *
 * @fires {CustomEvent<{label: string}>} ss-shape-activate - The button was pressed, or `activate()` was called.
 * @fires {CustomEvent<{tag: string, attribute: string, path: string, message: string}>} ss-error - The configuration is unusable; the light DOM shows instead.
 *
 * @slot - Shown before the element has loaded, and when its configuration is unusable.
 *
 * @csspart base - The button.
 *
 * @cssprop [--ss-shape-color=currentColor] - The text colour.
 */
export class SsShape extends createElementClass({
  tag: 'ss-shape',
  attributes: shapeAttributes,
  load: () => import('./implementation.ts'),
}) {
  /** Does what pressing the button does. */
  activate(): void {
    this.component.call('activate')
  }
}
