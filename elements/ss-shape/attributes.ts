import type { AttributeTypes } from '../../core/element/attribute-values.ts'
import type { ShapeConfig } from './schema.ts'

/** The plain attributes of `<ss-shape>`: each sets the block JSON key of the same name. */
export const shapeAttributes = {
  /** The text the shape shows. */
  label: 'string',
  /** Draws it emphasised. */
  emphasis: 'boolean',
} as const satisfies AttributeTypes<ShapeConfig>
