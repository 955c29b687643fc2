import { z } from 'zod/mini'
import { SHAPE_NAMES, type ShapeName } from './size-groups.ts'

/** The shape block JSON: which shape, and its drop shadow (none without an angle). */
export const shapeBlockSchema = z.object({
  shape: z._default(z.enum(SHAPE_NAMES as [ShapeName, ...ShapeName[]]), 'rectangle'),
  shadowAngle: z.optional(z.number()),
  shadowDistance: z._default(z.number(), 8),
  shadowBlur: z._default(z.number().check(z.nonnegative()), 12),
})

export type ShapeConfig = z.output<typeof shapeBlockSchema>
