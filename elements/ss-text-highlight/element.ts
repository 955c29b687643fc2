import { createElementClass } from '../../core/element/create-element-class.ts'
import { textHighlightAttributes } from './attributes.ts'

/**
 * @tag ss-text-highlight
 * @summary A hand-drawn shape (a wave, an underline, a circle…) on each line of its text, drawn in when the text comes into view.
 *
 * @attr {string} data-block-json - The text highlight settings: `{"shape": "wave", "color": "currentColor", "thickness": "0.06em", "animation": "draw", …}`.
 *
 * @fires {CustomEvent<{tag: string, attribute: string, path: string, message: string}>} ss-error - The configuration is unusable; the text shows without a drawing.
 *
 * @slot - The text to highlight.
 *
 * @csspart text - The text.
 * @csspart drawing - The SVG drawing, hidden from assistive technology.
 * @csspart line - The shape drawn on one line of the text.
 */
export class SsTextHighlight extends createElementClass({
  tag: 'ss-text-highlight',
  attributes: textHighlightAttributes,
  load: () => import('./implementation.ts'),
}) {}
