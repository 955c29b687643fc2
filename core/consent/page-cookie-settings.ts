import type { PageContext } from '../context/page-context.ts'

/**
 * The site's cookie banner settings as the page context gives them: `websiteSettings.cookieSettings`, or else
 * `cookieSettings` at the context's top level (the shape of 002 §3). The one place both the tracking's cookie
 * mode and the site's banner read them, so that they never disagree.
 */
export function pageCookieSettings(context: PageContext): Record<string, unknown> | undefined {
  const settings = context.websiteSettings?.cookieSettings ?? context['cookieSettings']
  return typeof settings === 'object' && settings !== null && !Array.isArray(settings)
    ? (settings as Record<string, unknown>)
    : undefined
}
