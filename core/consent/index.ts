export { pageCookieSettings } from './page-cookie-settings.ts'
export {
  ACCEPT_TYPES,
  BANNER_THEMES,
  BANNER_VARIANTS,
  BANNER_VERSION,
  BAR_POSITIONS,
  CTA_VARIANTS,
  DEFAULT_ACCEPT_TEXT,
  DEFAULT_BANNER_TEXT,
  DEFAULT_DECLINE_TEXT,
  POPUP_POSITIONS,
  type AcceptType,
  type BannerPosition,
  type BannerTheme,
  type BannerVariant,
  type CookieBannerSettings,
  type CookieBannerSettingsInput,
  type CtaVariant,
} from './banner-settings.ts'
export { bannerPosition, isBlankMessage, mapCookieBannerSettings } from './map-banner-settings.ts'
export { CONSENT_COOKIE, CONSENT_DAYS, readConsent, storeConsent } from './consent-cookie.ts'
export { cookieScopes, deleteCookieEverywhere, readCookie, writeCookie, type CookieOptions } from './cookies.ts'
export { isRestrictiveCookieMode, pageCookieModeIsRestrictive, type CookieModeInput } from './cookie-mode.ts'
export { RESTRICTIVE_MODE_COOKIES, VISITOR_TRACKING_COOKIES, clearTrackingCookies } from './tracking-cookies.ts'
export {
  CONSENT_MODE_TYPES,
  CONSENT_MODE_WAIT_FOR_UPDATE_MS,
  consentModeState,
  setConsentModeDefault,
  updateConsentMode,
  type ConsentModeState,
} from './consent-mode.ts'
export {
  CONSENT_RECORDS_PATH,
  createConsentRecord,
  sendConsentRecord,
  type ConsentMethod,
  type ConsentRecord,
} from './consent-record.ts'
export { CONSENT_GATED_SCRIPTS, runConsentGatedScripts } from './gated-scripts.ts'
export { applyConsentChoice, globalPrivacyControlOn, startConsent, type ConsentPolicy } from './consent-choice.ts'
export { randomId } from './random-id.ts'
export { trackingAllowed, whenThirdPartyIsDue, type ThirdPartyDueOptions } from './third-party-due.ts'
