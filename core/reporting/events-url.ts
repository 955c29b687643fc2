import { siteBaseUrl } from '../data/base-url.ts'
import { readCrumb } from '../data/crumb.ts'
import { buildRequestUrl } from '../data/request-url.ts'

/** The URL of an events API path, on the site's base URL and carrying the crumb, as the data layer builds it. */
export function eventsUrl(path: string, baseUrl: string | undefined, crumb = readCrumb()): URL {
  return buildRequestUrl({ url: path, baseUrl: baseUrl ?? siteBaseUrl(), crumb })
}
