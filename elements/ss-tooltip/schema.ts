import { z } from 'zod/mini'

/** The block JSON of `<ss-tooltip>`: the text it shows. */
export const tooltipBlockSchema = z.object({
  content: z._default(z.string(), ''),
})

export type TooltipConfig = z.output<typeof tooltipBlockSchema>

export interface TooltipMethods {
  show(): void
  hide(): void
}
