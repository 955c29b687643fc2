import { z } from 'zod/mini'

/** The image block JSON: how the image fills its box, and when it loads. */
export const imageBlockSchema = z.object({
  cropMode: z._default(z.enum(['cover', 'contain', 'none']), 'cover'),
  fitAlignment: z._default(z.enum(['top', 'left', 'center', 'right', 'bottom']), 'center'),
  sizeFormat: z._default(z.enum(['queryString', 'filename']), 'queryString'),
  eager: z._default(z.boolean(), false),
  sizeAdjustment: z._default(z.number().check(z.nonnegative()), 1),
  stretch: z._default(z.boolean(), true),
  useAdvancedPositioning: z._default(z.boolean(), true),
  fixedRatio: z._default(z.boolean(), false),
})

export type ImageConfig = z.output<typeof imageBlockSchema>
