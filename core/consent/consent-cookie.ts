import { readCookie, writeCookie } from './cookies.ts'

/** The visitor's choice: `true` accepted, `false` declined. */
export const CONSENT_COOKIE = 'ss_cookieAllowed'

/** How long a choice lasts. */
export const CONSENT_DAYS = 30

/** The stored choice: true, false, or undefined when the visitor has not chosen (or it lapsed). */
export function readConsent(cookieString: string = document.cookie): boolean | undefined {
  const value = readCookie(CONSENT_COOKIE, cookieString)
  return value === 'true' ? true : value === 'false' ? false : undefined
}

/**
 * Stores the choice for 30 days on the site's own host (no `Domain`, so sibling subdomains do not share it),
 * `SameSite=Lax`, and `Secure` when the page is on https.
 */
export function storeConsent(allowed: boolean, doc: Document = document): void {
  writeCookie(
    CONSENT_COOKIE,
    String(allowed),
    { maxAgeSeconds: CONSENT_DAYS * 24 * 60 * 60, sameSite: 'Lax', secure: doc.location.protocol === 'https:' },
    doc,
  )
}
