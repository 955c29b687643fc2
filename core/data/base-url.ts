import { pageContext } from '../context/page-context.ts'

/** `website.baseUrl` from the page context; unset (or empty) means the page's own origin. */
export function siteBaseUrl(): string | undefined {
  return pageContext().website?.baseUrl || undefined
}
