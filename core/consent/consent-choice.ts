import type { CookieBannerSettings } from './banner-settings.ts'
import { readConsent, storeConsent } from './consent-cookie.ts'
import { setConsentModeDefault, updateConsentMode } from './consent-mode.ts'
import { createConsentRecord, sendConsentRecord, type ConsentMethod } from './consent-record.ts'
import { isRestrictiveCookieMode } from './cookie-mode.ts'
import { runConsentGatedScripts } from './gated-scripts.ts'
import { clearTrackingCookies } from './tracking-cookies.ts'

/** The banner settings that decide what a choice does to the page's cookies. */
export type ConsentPolicy = Pick<
  CookieBannerSettings,
  'isCookieBannerEnabled' | 'isRestrictiveCookiePolicyEnabled' | 'isRestrictiveCookiePolicyAbsolute' | 'honorGlobalPrivacyControl'
>

/** Whether the browser sends the Global Privacy Control signal (`Sec-GPC: 1`). */
export function globalPrivacyControlOn(nav: Navigator = navigator): boolean {
  return (nav as Navigator & { globalPrivacyControl?: unknown }).globalPrivacyControl === true
}

/**
 * Applies the stored choice when the page loads: sets the Consent Mode default before any tag, runs the
 * consent-gated scripts once accepted, and clears the tracking cookies in restrictive mode. With no stored
 * choice, a browser sending GPC declines when the settings honour it. Returns the choice in force: undefined
 * when the visitor has still to choose.
 */
export function startConsent(policy: ConsentPolicy, doc: Document = document): { consent: boolean | undefined; byGpc: boolean } {
  const stored = readConsent(doc.cookie)
  const byGpc = stored === undefined && policy.honorGlobalPrivacyControl && globalPrivacyControlOn()
  const consent = byGpc ? false : stored
  setConsentModeDefault(consent ?? !policy.isRestrictiveCookiePolicyEnabled, consent === undefined, doc.defaultView ?? window)
  if (byGpc) applyConsentChoice(false, 'gpc', policy, doc)
  else applyConsentToPage(consent, policy, doc)
  return { consent, byGpc }
}

/**
 * Stores a choice for 30 days and acts on it: a Consent Mode update, a consent record for the server, the
 * gated scripts run when accepted, the tracking cookies cleared when declined under a restrictive policy.
 */
export function applyConsentChoice(allowed: boolean, method: ConsentMethod, policy: ConsentPolicy, doc: Document = document): void {
  storeConsent(allowed, doc)
  updateConsentMode(allowed, doc.defaultView ?? window)
  sendConsentRecord(createConsentRecord(allowed, method))
  applyConsentToPage(allowed, policy, doc)
}

function applyConsentToPage(consent: boolean | undefined, policy: ConsentPolicy, doc: Document): void {
  if (consent === true) runConsentGatedScripts(doc)
  const restrictive = isRestrictiveCookieMode({
    cloneable: false,
    restrictivePolicy: policy.isRestrictiveCookiePolicyEnabled,
    absolute: policy.isRestrictiveCookiePolicyAbsolute,
    bannerEnabled: policy.isCookieBannerEnabled,
    consent,
  })
  if (restrictive) clearTrackingCookies(doc)
}
