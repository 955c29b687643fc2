import { z } from 'zod/mini'

/** The block JSON of `<ss-reservation>`, with its defaults. */
export const reservationBlockSchema = z.object({
  restaurantId: z.optional(z.string()),
  language: z.optional(z.string()),
  brand: z._default(z.string(), 'website builder'),
})

export type ReservationConfig = z.output<typeof reservationBlockSchema>
