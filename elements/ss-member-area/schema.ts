import { z } from 'zod/mini'

/** The member area's block JSON: what a visitor who is not a logged-in member sees instead of its content. */
export const memberAreaBlockSchema = z.object({
  lockedText: z._default(z.string(), 'This content is available only to site members.'),
  loginUrl: z.optional(z.string()),
  loginText: z._default(z.string(), 'Log in'),
})

export type MemberAreaConfig = z.output<typeof memberAreaBlockSchema>
