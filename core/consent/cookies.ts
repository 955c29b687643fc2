export interface CookieOptions {
  /** Lifetime; without it the cookie lasts for the browser session. */
  maxAgeSeconds?: number
  /** `/` unless given. */
  path?: string
  /** Without it the cookie is the page's host's own (host-only). */
  domain?: string
  sameSite?: 'Lax' | 'Strict' | 'None'
  secure?: boolean
}

/** The value of cookie `name` (decoded), or undefined when there is none. */
export function readCookie(name: string, cookieString: string = document.cookie): string | undefined {
  for (const pair of cookieString.split(';')) {
    const separator = pair.indexOf('=')
    if (separator === -1 || pair.slice(0, separator).trim() !== name) continue
    const value = pair.slice(separator + 1).trim()
    try {
      return decodeURIComponent(value)
    } catch {
      return value
    }
  }
  return undefined
}

export function writeCookie(name: string, value: string, options: CookieOptions = {}, doc: Document = document): void {
  const attributes = [`${name}=${encodeURIComponent(value)}`, `Path=${options.path ?? '/'}`]
  if (options.domain) attributes.push(`Domain=${options.domain}`)
  if (options.maxAgeSeconds !== undefined) attributes.push(`Max-Age=${Math.round(options.maxAgeSeconds)}`)
  if (options.sameSite) attributes.push(`SameSite=${options.sameSite}`)
  if (options.secure) attributes.push('Secure')
  doc.cookie = attributes.join('; ')
}

/**
 * Every domain and path that a cookie visible on this page could have been set with: host-only and each
 * parent domain (`shop.example.com`, `example.com`), and `/` and each folder of the path, with and without
 * its trailing slash. A cookie is removed only by a write naming its exact domain and path, and missing one
 * is why cleared cookies survive. Domains a browser refuses (`com`, `co.uk`) are refused harmlessly.
 */
export function cookieScopes(hostname: string, pathname: string): { domains: Array<string | undefined>; paths: string[] } {
  const isAddress = /^[\d.]+$/.test(hostname) || hostname.includes(':') || hostname.startsWith('[')
  const labels = hostname.split('.')
  const parents = isAddress ? [] : labels.slice(0, Math.max(labels.length - 1, 1)).map((_, i) => labels.slice(i).join('.'))
  const paths = new Set(['/'])
  let prefix = ''
  for (const segment of pathname.split('/').filter(Boolean)) {
    prefix += `/${segment}`
    paths.add(prefix).add(`${prefix}/`)
  }
  return { domains: [undefined, ...parents], paths: [...paths] }
}

/** Removes cookie `name` from every domain and path it could have been set on from this page. */
export function deleteCookieEverywhere(name: string, doc: Document = document): void {
  const { domains, paths } = cookieScopes(doc.location.hostname, doc.location.pathname)
  for (const domain of domains) {
    for (const path of paths) writeCookie(name, '', { maxAgeSeconds: 0, path, domain }, doc)
  }
}
