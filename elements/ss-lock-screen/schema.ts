import { z } from 'zod/mini'

/** What the page is closed by: a password (`locked`) or membership (`members`). */
export const LOCK_KINDS = ['locked', 'members'] as const

/** The block JSON of `<ss-lock-screen>`, with its defaults. */
export const lockScreenBlockSchema = z.object({
  kind: z._default(z.enum(LOCK_KINDS), 'locked'),
  path: z.optional(z.string().check(z.startsWith('/'))),
  headingLevel: z._default(z.int().check(z.gte(1), z.lte(6)), 1),
})

export type LockScreenConfig = z.output<typeof lockScreenBlockSchema>

export interface UnlockDetail {
  /** The path of the page the password unlocked. */
  path: string
}
