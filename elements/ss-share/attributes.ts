import type { AttributeTypes } from '../../core/element/attribute-values.ts'
import type { ShareConfig } from './schema.ts'

/**
 * The plain attributes of `<ss-share>`: each sets the block JSON key of the same name. The shared title is
 * `share-title`, as `title` is HTML's own tooltip attribute.
 */
export const shareAttributes = {
  /** The accessible name of the group of share links. */
  label: 'string',
  /** The address shared; the page's canonical address (else its own address) when not set. */
  url: 'string',
  /** The title shared; the page's title when not set. */
  shareTitle: 'string',
  /** The image Pinterest pins; the page's `og:image` when not set. */
  image: 'string',
  /** The networks linked to, in order, separated by spaces: `facebook x linkedin pinterest reddit whatsapp email`. */
  networks: 'string',
} as const satisfies AttributeTypes<ShareConfig>
