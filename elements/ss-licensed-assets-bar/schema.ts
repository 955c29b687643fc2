import { z } from 'zod/mini'

/** The block JSON of `<ss-licensed-assets-bar>`: how many licensed assets the site uses without a licence. */
export const licensedAssetsBarBlockSchema = z.object({
  count: z.optional(z.int().check(z.nonnegative())),
})

export type LicensedAssetsBarConfig = z.output<typeof licensedAssetsBarBlockSchema>
