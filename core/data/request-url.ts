export type ParamValue = string | number | boolean | null | undefined
export type Params = Readonly<Record<string, ParamValue>>

export interface RequestUrlOptions {
  /** A path on the site, or an absolute URL. */
  url: string
  query?: Params
  /** Where paths are resolved; the page's origin when unset. */
  baseUrl?: string
  secure?: boolean
  crumb?: string
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

/** The URL a request goes to: site base, query, `crumb`, and the https upgrade for secure requests. */
export function buildRequestUrl(options: RequestUrlOptions, pageUrl: string = location.href): URL {
  const url = new URL(options.url, new URL(options.baseUrl || '/', pageUrl))
  if (options.secure && url.protocol === 'http:' && !LOOPBACK_HOSTS.has(url.hostname)) {
    url.protocol = 'https:'
    url.port = ''
  }
  appendParams(url.searchParams, options.query)
  if (options.crumb !== undefined) url.searchParams.set('crumb', options.crumb)
  return url
}

/** Credentials travel with same-origin requests by default, and cross-origin too when the URL leaves the page's origin. */
export function credentialsFor(url: URL, pageUrl: string = location.href): RequestCredentials {
  return url.origin === new URL(pageUrl).origin ? 'same-origin' : 'include'
}

export function appendParams(target: URLSearchParams, params: Params | undefined): URLSearchParams {
  for (const [name, value] of Object.entries(params ?? {})) {
    if (value !== null && value !== undefined) target.append(name, String(value))
  }
  return target
}
