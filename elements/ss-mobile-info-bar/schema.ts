import { z } from 'zod/mini'

/** The block JSON of `<ss-mobile-info-bar>`, with its defaults. */
export const mobileInfoBarBlockSchema = z.object({
  label: z._default(z.string(), 'Mobile info bar'),
  emphasis: z._default(z.boolean(), false),
})

export type MobileInfoBarConfig = z.output<typeof mobileInfoBarBlockSchema>

export interface MobileInfoBarMethods {
  activate(): void
}

export interface MobileInfoBarActivateDetail {
  label: string
}
