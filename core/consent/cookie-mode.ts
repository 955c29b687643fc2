import type { PageContext } from '../context/page-context.ts'
import { pageCookieSettings } from './page-cookie-settings.ts'

export interface CookieModeInput {
  /** A cloneable (template) site never tracks. */
  cloneable: boolean
  restrictivePolicy: boolean
  /** The restrictive policy applies whatever the visitor chose. */
  absolute: boolean
  bannerEnabled: boolean
  /** The stored choice, undefined when none. */
  consent: boolean | undefined
}

/**
 * Whether cookies are in restrictive mode: the site is cloneable, or a restrictive policy is on and it is
 * absolute, or there is no banner to ask, or the visitor has not accepted.
 */
export function isRestrictiveCookieMode(input: CookieModeInput): boolean {
  if (input.cloneable) return true
  return input.restrictivePolicy && (input.absolute || !input.bannerEnabled || input.consent !== true)
}

type CookieSettingsFields = {
  isRestrictiveCookiePolicyEnabled?: unknown
  isAnalyticsCookiesDisabled?: unknown
  isRestrictiveCookiePolicyAbsolute?: unknown
  isCookieBannerEnabled?: unknown
}

/**
 * The cookie mode of this page: the cookie settings of the page context (`pageCookieSettings`: component or API
 * names) and the stored choice (`readConsent()`). Here a banner counts as
 * enabled only when the settings say so, because the context describes the whole site.
 */
export function pageCookieModeIsRestrictive(context: PageContext, consent: boolean | undefined): boolean {
  const settings: CookieSettingsFields = pageCookieSettings(context) ?? {}
  return isRestrictiveCookieMode({
    cloneable: context.website?.cloneable === true,
    restrictivePolicy: (settings.isRestrictiveCookiePolicyEnabled ?? settings.isAnalyticsCookiesDisabled) === true,
    absolute: settings.isRestrictiveCookiePolicyAbsolute === true,
    bannerEnabled: settings.isCookieBannerEnabled === true,
    consent,
  })
}
