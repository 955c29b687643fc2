import { RESTRICTIVE_MODE_COOKIES } from '../../consent/tracking-cookies.ts'
import { deleteCookieEverywhere } from '../../consent/cookies.ts'
import { CONSENT_COOKIE } from '../../consent/consent-cookie.ts'

/** Every cookie name the page holds now. */
export const cookieNames = () =>
  document.cookie
    .split(';')
    .map((pair) => pair.split('=')[0]!.trim())
    .filter(Boolean)

/** Removes the consent cookie and every tracking cookie, and the analytics storage keys, between tests. */
export function forgetVisitor(): void {
  for (const name of [CONSENT_COOKIE, ...RESTRICTIVE_MODE_COOKIES, 'SS_ANALYTICS_ID']) deleteCookieEverywhere(name)
  for (const storage of [localStorage, sessionStorage]) {
    for (const key of Object.keys(storage)) if (key.startsWith('SS_')) storage.removeItem(key)
  }
}
