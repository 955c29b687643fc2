/** The page address with `itemId` set to `itemId`, under `basePath` (the collection's URL, ending in a slash). */
export function itemIdAddress(current: URL, itemId: string, basePath?: string): string {
  const params = new URLSearchParams(current.search)
  params.set('itemId', itemId)
  const path = basePath ? (basePath.endsWith('/') ? basePath : `${basePath}/`) : current.pathname
  return `${path}?${params}${current.hash}`
}

/** The `itemId` of the address, if any. */
export const itemIdOf = (search: string): string | undefined => new URLSearchParams(search).get('itemId') ?? undefined

/**
 * A click-through address that may be followed: http, https or relative; never `javascript:`, `data:` or any
 * other scheme. Returns the absolute address, or undefined.
 */
export function safeNavigationUrl(url: string | undefined, base: string): string | undefined {
  if (!url?.trim()) return undefined
  try {
    const resolved = new URL(url.trim(), base)
    return resolved.protocol === 'http:' || resolved.protocol === 'https:' ? resolved.href : undefined
  } catch {
    return undefined
  }
}
