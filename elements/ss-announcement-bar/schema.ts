import { z } from 'zod/mini'

/** The block JSON of `<ss-announcement-bar>`, with its defaults. */
export const announcementBarBlockSchema = z.object({
  label: z._default(z.string(), 'Announcement bar'),
  emphasis: z._default(z.boolean(), false),
})

export type AnnouncementBarConfig = z.output<typeof announcementBarBlockSchema>

export interface AnnouncementBarMethods {
  activate(): void
}

export interface AnnouncementBarActivateDetail {
  label: string
}
