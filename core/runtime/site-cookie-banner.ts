import { pageCookieSettings } from '../consent/page-cookie-settings.ts'
import type { PageContext } from '../context/page-context.ts'

/**
 * Shows the cookie banner the site's settings ask for: when `isCookieBannerEnabled` is on in its
 * `pageCookieSettings` (in the website settings or at the context's top level) and
 * the page has no `<ss-cookie-banner>` of its own, one is added with those settings. Returns a function that
 * removes what was added.
 */
export function showSiteCookieBanner(context: PageContext, doc: Document = document): () => void {
  const settings = pageCookieSettings(context)
  if (settings?.['isCookieBannerEnabled'] !== true || doc.querySelector('ss-cookie-banner')) return () => {}
  const banner = doc.createElement('ss-cookie-banner')
  banner.setAttribute('data-block-json', JSON.stringify(settings))
  doc.body.append(banner)
  return () => banner.remove()
}
