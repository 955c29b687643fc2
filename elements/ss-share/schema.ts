import { z } from 'zod/mini'

/** The networks a share block links to, in the order they show. */
export const SHARE_NETWORKS = ['facebook', 'x', 'linkedin', 'pinterest', 'reddit', 'whatsapp', 'email'] as const
export type ShareNetwork = (typeof SHARE_NETWORKS)[number]

/** What a visitor shared through: a network's link, the device's share sheet, or the copied link. */
export type ShareChannel = ShareNetwork | 'web-share' | 'copy'

// An attribute gives the networks as one text, "facebook x email"; the block JSON as a list.
const networkList = z.pipe(
  z.union([z.array(z.string()), z.string()]),
  z.transform((value) => (typeof value === 'string' ? value.split(/[\s,]+/).filter(Boolean) : value)),
)

/** The block JSON of `<ss-share>`, with its defaults. */
export const shareBlockSchema = z.object({
  label: z._default(z.string(), 'Share'),
  url: z.optional(z.string()),
  shareTitle: z.optional(z.string()),
  image: z.optional(z.string()),
  networks: z._default(z.pipe(networkList, z.array(z.enum(SHARE_NETWORKS))), [...SHARE_NETWORKS]),
})

export type ShareConfig = z.output<typeof shareBlockSchema>

export interface ShareDetail {
  network: ShareChannel
}
