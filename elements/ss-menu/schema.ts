import { z } from 'zod/mini'

/**
 * The menu block JSON. The spec gives the menu block no settings of its own: both keys are ours, for the
 * accessible name of the tabs and for how the keyboard selects them.
 */
export const menuBlockSchema = z.object({
  label: z._default(z.string(), 'Menu'),
  activation: z._default(z.enum(['manual', 'automatic']), 'manual'),
})

export type MenuConfig = z.output<typeof menuBlockSchema>

export interface MenuTabChangeDetail {
  index: number
}

export interface MenuMethods {
  select(index: number): void
}
