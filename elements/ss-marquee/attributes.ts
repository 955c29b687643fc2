import type { AttributeTypes } from '../../core/element/attribute-values.ts'
import type { MarqueeConfig } from './schema.ts'

/**
 * The marquee's plain attributes: each sets the block JSON's top-level key of the same name, read as its type
 * says. The element's typed properties, its JSX props, `custom-elements.json` and the README table are
 * derived from this one declaration.
 */
export const marqueeAttributes = {
  /** How many waves the row of items follows: × 0.1, clamped to 0..1, from one wave per 1,000 px to one per 250 px. */
  waveFrequency: 'number',
  /** How high the waves are: × 0.1, clamped to 0..1, from flat to 1 em above and below the line. */
  waveIntensity: 'number',
  /** Which way the items move: `left` or `right`. */
  animationDirection: 'string',
  /** How fast the items move: 1 is 50 px a second, 2 twice that; 0 holds them. */
  animationSpeed: 'number',
  /** Holds the items while the pointer is over the marquee. */
  pausedOnHover: 'boolean',
} as const satisfies AttributeTypes<MarqueeConfig>
