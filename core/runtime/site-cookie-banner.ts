import type { PageContext } from '../context/page-context.ts'

/**
 * Shows the cookie banner the site's settings ask for: when `cookieSettings.isCookieBannerEnabled` is on and
 * the page has no `<ss-cookie-banner>` of its own, one is added with those settings. Returns a function that
 * removes what was added.
 */
export function showSiteCookieBanner(context: PageContext, doc: Document = document): () => void {
  const settings = context.websiteSettings?.cookieSettings
  if (!settings?.isCookieBannerEnabled || doc.querySelector('ss-cookie-banner')) return () => {}
  const banner = doc.createElement('ss-cookie-banner')
  banner.setAttribute('data-block-json', JSON.stringify(settings))
  doc.body.append(banner)
  return () => banner.remove()
}
