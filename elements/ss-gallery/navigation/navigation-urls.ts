/** The page address with `itemId` set to `itemId`, under `basePath` (the collection's URL, ending in a slash). */
export function itemIdAddress(current: URL, itemId: string, basePath?: string): string {
  const params = new URLSearchParams(current.search)
  params.set('itemId', itemId)
  const path = basePath ? (basePath.endsWith('/') ? basePath : `${basePath}/`) : current.pathname
  return `${path}?${params}${current.hash}`
}

/** The `itemId` of the address, if any. */
export const itemIdOf = (search: string): string | undefined => new URLSearchParams(search).get('itemId') ?? undefined

/** Stands for the page's address where it is not known (a server render): the scheme of a relative address is http. */
const UNKNOWN_PAGE = 'http://page.invalid/'

/**
 * A click-through address that may be followed: http, https or relative; never `javascript:`, `data:` or any
 * other scheme. Returns the absolute address against `base`, or undefined; with no `base` (a server render), a
 * relative address as written, for the browser to resolve.
 */
export function safeNavigationUrl(url: string | undefined, base?: string): string | undefined {
  if (!url?.trim()) return undefined
  try {
    const resolved = new URL(url.trim(), base ?? UNKNOWN_PAGE)
    if (resolved.protocol !== 'http:' && resolved.protocol !== 'https:') return undefined
    return base === undefined && !URL.canParse(url.trim()) ? url.trim() : resolved.href
  } catch {
    return undefined
  }
}
