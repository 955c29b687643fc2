import { z } from 'zod/mini'

/** The mobile info bar's settings: each is optional, and an action without its setting is left out. */
export const mobileInfoBarBlockSchema = z.object({
  phone: z.optional(z.string()),
  email: z.optional(z.string()),
  address: z.optional(z.string()),
  hours: z.optional(z.string()),
  text: z.optional(z.string()),
})

export type MobileInfoBarConfig = z.output<typeof mobileInfoBarBlockSchema>
