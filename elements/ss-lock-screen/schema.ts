import { z } from 'zod/mini'

/** The block JSON of `<ss-lock-screen>`, with its defaults. */
export const lockScreenBlockSchema = z.object({
  label: z._default(z.string(), 'Lock screen'),
  emphasis: z._default(z.boolean(), false),
})

export type LockScreenConfig = z.output<typeof lockScreenBlockSchema>

export interface LockScreenMethods {
  activate(): void
}

export interface LockScreenActivateDetail {
  label: string
}
