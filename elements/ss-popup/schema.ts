import { z } from 'zod/mini'

/** The block JSON of `<ss-popup>`, with its defaults. */
export const popupBlockSchema = z.object({
  label: z._default(z.string(), 'Popup'),
  emphasis: z._default(z.boolean(), false),
})

export type PopupConfig = z.output<typeof popupBlockSchema>

export interface PopupMethods {
  activate(): void
}

export interface PopupActivateDetail {
  label: string
}
