import { z } from 'zod/mini'

/**
 * The menu block JSON. A menu block carries no settings of its own (its sections are its content): both keys
 * are this element's, for the accessible name of the tabs and for how the keyboard selects them.
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
