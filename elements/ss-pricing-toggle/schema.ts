import { z } from 'zod/mini'

/** The pricing toggle's block JSON: the name of its two buttons as a group. */
export const pricingToggleBlockSchema = z.object({
  label: z._default(z.string(), 'Pricing options'),
})

export type PricingToggleConfig = z.output<typeof pricingToggleBlockSchema>

export interface PricingChangeDetail {
  index: number
}

export interface PricingToggleMethods {
  select(index: number): void
}
