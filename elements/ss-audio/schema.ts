import { z } from 'zod/mini'

/** The block JSON of `<ss-audio>`, with its defaults. */
export const audioBlockSchema = z.object({
  label: z._default(z.string(), 'Audio'),
  emphasis: z._default(z.boolean(), false),
})

export type AudioConfig = z.output<typeof audioBlockSchema>

export interface AudioMethods {
  activate(): void
}

export interface AudioActivateDetail {
  label: string
}
