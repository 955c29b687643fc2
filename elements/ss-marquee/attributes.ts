import type { AttributeTypes } from '../../core/element/attribute-values.ts'
import type { MarqueeConfig } from './schema.ts'

/** The plain attributes of `<ss-marquee>`: each sets the block JSON key of the same name. */
export const marqueeAttributes = {
  /** The text the marquee shows. */
  label: 'string',
  /** Draws it emphasised. */
  emphasis: 'boolean',
} as const satisfies AttributeTypes<MarqueeConfig>
