/** The content limits of 002 §9. */
export const CONTENT_LIMITS = {
  /** Blocks in one layout. */
  blocksPerLayout: 60,
  /** Tracks in one album. */
  tracksPerAlbum: 60,
  /** Items in a collection the visitor can order. */
  userOrderableItems: 250,
  /** Products in one collection. */
  productsPerCollection: 200,
  /** Nested categories. */
  nestedCategories: 10_000,
  /** Galleries of the gallery service. */
  galleries: 20,
  /** Items in one gallery. */
  gallerySize: 50,
} as const

export type ContentLimit = keyof typeof CONTENT_LIMITS

/** What each limit counts, for the message. */
const COUNTED: Record<ContentLimit, string> = {
  blocksPerLayout: 'blocks in a layout',
  tracksPerAlbum: 'tracks in an album',
  userOrderableItems: 'items in a collection',
  productsPerCollection: 'products in a collection',
  nestedCategories: 'nested categories',
  galleries: 'galleries',
  gallerySize: 'items in a gallery',
}

export type LimitCheck = { ok: true } | { ok: false; limit: number; message: string }

/**
 * Whether `count` things stay within `limit`. The spec gives the numbers, not the messages: the message is
 * this library's wording, 'At most 60 blocks in a layout (70 given).'
 */
export function checkContentLimit(limit: ContentLimit, count: number): LimitCheck {
  const maximum = CONTENT_LIMITS[limit]
  if (Number.isInteger(count) && count >= 0 && count <= maximum) return { ok: true }
  return { ok: false, limit: maximum, message: `At most ${maximum.toLocaleString('en-US')} ${COUNTED[limit]} (${count} given).` }
}

/** Whether `count` things stay within `limit`. */
export function withinContentLimit(limit: ContentLimit, count: number): boolean {
  return checkContentLimit(limit, count).ok
}
