import { z } from 'zod/mini'

/** The scaled text block JSON: nothing to set, the text and its box say it all. */
export const scaledTextBlockSchema = z.object({})

export type ScaledTextConfig = z.output<typeof scaledTextBlockSchema>

export interface ScaledTextMethods {
  fit(): void
}
