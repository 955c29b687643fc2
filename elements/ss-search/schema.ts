import { z } from 'zod/mini'

/** Where a search goes, as a GET with the query in `q`: the site's search page. */
export const SEARCH_PAGE = '/search'
export const QUERY_PARAMETER = 'q'

/** The block JSON of `<ss-search>`, with its defaults. */
export const searchBlockSchema = z.object({
  label: z._default(z.string(), 'Search'),
  placeholder: z._default(z.string(), ''),
  buttonText: z._default(z.string(), 'Search'),
})

export type SearchConfig = z.output<typeof searchBlockSchema>
