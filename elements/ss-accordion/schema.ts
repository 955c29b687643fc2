import { z } from 'zod/mini'

/** The accordion block JSON (000 §3): whether several items may be open, and whether the first opens on load. */
export const accordionBlockSchema = z.object({
  multiple: z._default(z.boolean(), false),
  expandFirst: z._default(z.boolean(), false),
})

export type AccordionConfig = z.output<typeof accordionBlockSchema>

export interface AccordionToggleDetail {
  index: number
  open: boolean
}

export interface AccordionMethods {
  toggle(index: number): void
}
