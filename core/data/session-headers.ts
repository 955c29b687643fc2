const headers = new Map<string, string>()

/**
 * Sets a header that every later call to the site carries (the site user's xsrf token after a login), or with
 * `undefined` removes it. Calls to other hosts never carry it.
 */
export function setSessionHeader(name: string, value: string | undefined): void {
  if (value === undefined) headers.delete(name)
  else headers.set(name, value)
}

/** The session headers for a call to `url`: all of them when it goes to the site's host, none otherwise. */
export function sessionHeadersFor(url: URL, siteBaseUrl: string | undefined, pageUrl: string = location.href): Record<string, string> {
  const siteHost = new URL(siteBaseUrl || '/', pageUrl).hostname
  return url.hostname === siteHost ? Object.fromEntries(headers) : {}
}
