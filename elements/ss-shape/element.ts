import { createElementClass } from '../../core/element/create-element-class.ts'
import { shapeAttributes } from './attributes.ts'
import { shapePendingProperties, shapePendingStyles } from './pending.ts'

/**
 * @tag ss-shape
 * @summary A named shape (circle, egg, flower, gear, star…) drawn as SVG at its size group's proportions, with an optional drop shadow and content on it.
 *
 * @attr {string} data-block-json - The shape block JSON: `{"shape": "circle", "shadowAngle": 135, "shadowDistance": 8, "shadowBlur": 12}`.
 *
 * @fires {CustomEvent<{tag: string, attribute: string, path: string, message: string}>} ss-error - The configuration is unusable; the content shows without the shape.
 *
 * @slot - Optional content, centred on the shape.
 *
 * @csspart shape - The SVG outline.
 * @csspart content - The box around the content.
 *
 * @cssprop [--ss-shape-color=#2f4858] - The shape's fill.
 * @cssprop [--ss-shape-shadow-color=rgb(0 0 0 / 0.35)] - The drop shadow's colour.
 * @cssprop [--ss-shape-padding=18cqi] - The inset that keeps the content inside the shape.
 */
export class SsShape extends createElementClass({
  tag: 'ss-shape',
  attributes: shapeAttributes,
  load: () => import('./implementation.ts'),
  pendingStyles: shapePendingStyles,
  pendingProperties: shapePendingProperties,
}) {}
