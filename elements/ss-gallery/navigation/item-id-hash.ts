/** The `itemId` of an address's fragment (`#itemId=sunset`), if any. */
export const itemIdOfHash = (hash: string): string | undefined => new URLSearchParams(hash.replace(/^#/, '')).get('itemId') ?? undefined

/**
 * The page address with `itemId` in its fragment (`historyHash`), the fragment's other terms and the query kept,
 * under `basePath` (the collection's URL, ending in a slash).
 */
export function itemIdHashAddress(current: URL, itemId: string, basePath?: string): string {
  const terms = new URLSearchParams(current.hash.replace(/^#/, ''))
  terms.set('itemId', itemId)
  const path = basePath ? (basePath.endsWith('/') ? basePath : `${basePath}/`) : current.pathname
  return `${path}${current.search}#${terms}`
}
