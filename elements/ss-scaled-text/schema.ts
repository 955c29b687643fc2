import { z } from 'zod/mini'

/** The block JSON of `<ss-scaled-text>`, with its defaults. */
export const scaledTextBlockSchema = z.object({
  label: z._default(z.string(), 'Scaled text'),
  emphasis: z._default(z.boolean(), false),
})

export type ScaledTextConfig = z.output<typeof scaledTextBlockSchema>

export interface ScaledTextMethods {
  activate(): void
}

export interface ScaledTextActivateDetail {
  label: string
}
