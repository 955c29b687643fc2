import { z } from 'zod/mini'

/** The block JSON of `<ss-shape>`, with its defaults. */
export const shapeBlockSchema = z.object({
  label: z._default(z.string(), 'Shape'),
  emphasis: z._default(z.boolean(), false),
})

export type ShapeConfig = z.output<typeof shapeBlockSchema>

export interface ShapeMethods {
  activate(): void
}

export interface ShapeActivateDetail {
  label: string
}
