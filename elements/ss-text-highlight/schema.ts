import { z } from 'zod/mini'

/** The block JSON of `<ss-text-highlight>`, with its defaults. */
export const textHighlightBlockSchema = z.object({
  label: z._default(z.string(), 'Text highlight'),
  emphasis: z._default(z.boolean(), false),
})

export type TextHighlightConfig = z.output<typeof textHighlightBlockSchema>

export interface TextHighlightMethods {
  activate(): void
}

export interface TextHighlightActivateDetail {
  label: string
}
