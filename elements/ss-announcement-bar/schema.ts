import { z } from 'zod/mini'

/** The block JSON of `<ss-announcement-bar>`: whether the visitor may close it. */
export const announcementBarBlockSchema = z.object({
  dismissible: z._default(z.boolean(), true),
})

export type AnnouncementBarConfig = z.output<typeof announcementBarBlockSchema>

export interface AnnouncementBarMethods {
  close(): void
}
