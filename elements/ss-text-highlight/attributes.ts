import type { AttributeTypes } from '../../core/element/attribute-values.ts'
import type { TextHighlightConfig } from './schema.ts'

/**
 * The text highlight's plain attributes: each sets the block JSON's top-level key of the same name, read as
 * its type says. The element's typed properties, its JSX props, `custom-elements.json` and the README table
 * are derived from this one declaration.
 */
export const textHighlightAttributes = {
  /** The shape drawn on each line of the text. */
  shape: 'string',
  /** The colour of the strokes, any CSS colour; the text's own colour by default. */
  color: 'string',
  /** The width of the strokes: `px`, `em` (of `fontSize`, else of the text) or `rem`. */
  thickness: 'string',
  /** The ends of the strokes: `butt`, `round` or `square`. */
  linecap: 'string',
  /** How the drawing blends with what is under it: `none` or a CSS blend mode (`multiply`, `screen`…). */
  blend: 'string',
  /** The drawing's opacity, 0 to 1. */
  opacity: 'number',
  /** The font size in px that an `em` thickness is measured against; the text's own by default. */
  fontSize: 'number',
  /** Draws over the text rather than under it. */
  isFront: 'boolean',
  /** Animates the drawing in when the text comes into view; off, it is drawn at once. */
  isAnimationEnabled: 'boolean',
  /** How the drawing comes in: `draw` (stroke by stroke), `fade` or `fadeScale`. */
  animation: 'string',
  /** Which way each stroke is drawn: `right` (from its start) or `left` (from its end). */
  direction: 'string',
  /** Seconds the widest line takes to come in. */
  duration: 'number',
} as const satisfies AttributeTypes<TextHighlightConfig>
