import { z } from 'zod/mini'

/** How the poster fills the video's box: `fill` crops it to cover the box, `fit` shows all of it, `none` leaves it at its own size. */
export const VIDEO_MODES = ['none', 'fit', 'fill'] as const

/**
 * The video embed block: the provider's embed markup, the provider it is from, how the poster fits,
 * and the box's proportions (width / height, or `Auto` for the embed's own).
 */
export const videoBlockSchema = z.object({
  dataHtml: z._default(z.string(), ''),
  providerName: z.optional(z.string()),
  mode: z._default(z.nullable(z.enum(VIDEO_MODES)), 'fill'),
  aspectRatio: z.optional(z.union([z.number().check(z.positive()), z.literal('Auto')])),
})

export type VideoConfig = z.output<typeof videoBlockSchema>

export interface VideoMethods {
  play(): void
  pause(): void
}
