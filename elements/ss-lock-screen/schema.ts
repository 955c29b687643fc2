import { z } from 'zod/mini'

/** What the page is closed by: a password (`locked`) or membership (`members`). */
export const LOCK_KINDS = ['locked', 'members'] as const

/** The block JSON of `<ss-lock-screen>`, with its defaults. */
export const lockScreenBlockSchema = z.object({
  kind: z._default(z.enum(LOCK_KINDS), 'locked'),
  path: z.optional(z.string().check(z.startsWith('/'))),
})

export type LockScreenConfig = z.output<typeof lockScreenBlockSchema>

export interface UnlockDetail {
  /** The path of the page the password unlocked. */
  path: string
}
