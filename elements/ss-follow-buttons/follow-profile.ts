/** The hosts of the platform whose follow button the element draws. */
const PLATFORM_HOSTS = new Set(['x.com', 'www.x.com', 'twitter.com', 'www.twitter.com', 'mobile.twitter.com'])

/** The platform's own pages whose addresses look like a profile's. */
const PLATFORM_PAGES = new Set(['home', 'explore', 'search', 'notifications', 'messages', 'settings', 'i', 'intent', 'share', 'login', 'signup', 'tos', 'privacy'])

/**
 * The account name of a link to a profile on the platform (`https://x.com/harbourkitchen`), or undefined for
 * any other address: another network's profile, a post, a search, a name the platform could not have issued.
 */
export function followProfile(href: string): string | undefined {
  let url: URL
  try {
    url = new URL(href)
  } catch {
    return undefined
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined
  if (!PLATFORM_HOSTS.has(url.hostname)) return undefined
  const name = /^\/@?(\w{1,15})\/?$/.exec(url.pathname)?.[1]
  return name && !PLATFORM_PAGES.has(name.toLowerCase()) ? name : undefined
}
