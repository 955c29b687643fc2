import type { AttributeTypes } from '../../core/element/attribute-values.ts'
import type { ImageConfig } from './schema.ts'

/** The plain attributes of `<ss-image>`: each sets the block JSON key of the same name. */
export const imageAttributes = {
  /** How the image fills its box: `cover` crops around the focal point, `contain` shows all of it, `none` draws it at its size. */
  cropMode: 'string',
  /** Where a contained image sits in its box. */
  fitAlignment: 'string',
  /** How a size is asked of the image server: `?format=750w` (`queryString`) or `name-750w.jpg` (`filename`). */
  sizeFormat: 'string',
  /** Loads the image at once rather than when it comes within 200 px of the viewport. */
  eager: 'boolean',
  /** Multiplies the width the image is fetched for: `0.5` asks for half of what its box needs. */
  sizeAdjustment: 'number',
  /** A contained image may be drawn wider than its own width; off, it only scales down. */
  stretch: 'boolean',
  /** Crops the image with `object-fit`; `false` places it at computed offsets in the block instead. */
  useAdvancedPositioning: 'boolean',
  /** With `use-advanced-positioning="false"`, gives the offsets in % of the block, which hold while it scales. */
  fixedRatio: 'boolean',
} as const satisfies AttributeTypes<ImageConfig>
