import { z } from 'zod/mini'

/** The donation button's block JSON: the donate page whose checkout it opens. */
export const donationButtonBlockSchema = z.object({
  donatePageId: z.string().check(z.trim(), z.minLength(1)),
})

export type DonationButtonConfig = z.output<typeof donationButtonBlockSchema>
