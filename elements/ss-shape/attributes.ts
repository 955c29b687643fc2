import type { AttributeTypes } from '../../core/element/attribute-values.ts'
import type { ShapeConfig } from './schema.ts'

/** The plain attributes of `<ss-shape>`: each sets the block JSON key of the same name. */
export const shapeAttributes = {
  /** The shape's name; the README lists them by size group. */
  shape: 'string',
  /** The drop shadow's angle in degrees, drawn as 180 minus the angle; no shadow without one. */
  shadowAngle: 'number',
  /** How far the drop shadow falls from the shape, in px. */
  shadowDistance: 'number',
  /** The drop shadow's blur, in px. */
  shadowBlur: 'number',
} as const satisfies AttributeTypes<ShapeConfig>
