import { createElementClass } from '../../core/element/create-element-class.ts'
import { scaledTextAttributes } from './attributes.ts'

/**
 * @tag ss-scaled-text
 * @summary Text sized to fill its box's width on one line, never under 11 px, fitted again when fonts load, the box resizes or the text changes.
 *
 * @attr {string} data-block-json - The scaled text block JSON: `{}` (nothing to set).
 *
 * @fires {CustomEvent<{tag: string, attribute: string, path: string, message: string}>} ss-error - The configuration is unusable; the text shows at its own size.
 *
 * @slot - The text to fit.
 *
 * @csspart base - The box the text fills.
 * @csspart text - The line of text.
 *
 * @cssprop [--ss-scaled-text-scale=1] - A correction of the fitted size; set by the element when its check finds the line off.
 */
export class SsScaledText extends createElementClass({
  tag: 'ss-scaled-text',
  attributes: scaledTextAttributes,
  load: () => import('./implementation.ts'),
}) {
  /** Fits the text to its box now, as after a change the element cannot see (a style sheet that changed its width). */
  fit(): void {
    this.component.call('fit')
  }
}
