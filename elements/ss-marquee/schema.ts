import { z } from 'zod/mini'

/** The block JSON of `<ss-marquee>`, with its defaults. */
export const marqueeBlockSchema = z.object({
  label: z._default(z.string(), 'Marquee'),
  emphasis: z._default(z.boolean(), false),
})

export type MarqueeConfig = z.output<typeof marqueeBlockSchema>

export interface MarqueeMethods {
  activate(): void
}

export interface MarqueeActivateDetail {
  label: string
}
