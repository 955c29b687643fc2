import { z } from 'zod/mini'

/**
 * The accordion block JSON: whether several items may be open, whether the first opens on load, and the level
 * of the headings that hold the item buttons.
 */
export const accordionBlockSchema = z.object({
  multiple: z._default(z.boolean(), false),
  expandFirst: z._default(z.boolean(), false),
  headingLevel: z._default(z.int().check(z.gte(2), z.lte(6)), 3),
})

export type AccordionConfig = z.output<typeof accordionBlockSchema>

export interface AccordionToggleDetail {
  index: number
  open: boolean
}

export interface AccordionMethods {
  toggle(index: number): void
}
