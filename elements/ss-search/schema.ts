import { z } from 'zod/mini'

/** The block JSON of `<ss-search>`, with its defaults. */
export const searchBlockSchema = z.object({
  label: z._default(z.string(), 'Search'),
  emphasis: z._default(z.boolean(), false),
})

export type SearchConfig = z.output<typeof searchBlockSchema>

export interface SearchMethods {
  activate(): void
}

export interface SearchActivateDetail {
  label: string
}
