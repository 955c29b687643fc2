/** The cookie banner's settings and their values. */

export const BANNER_VARIANTS = ['BAR', 'POPUP'] as const
export const BAR_POSITIONS = ['TOP', 'BOTTOM'] as const
export const POPUP_POSITIONS = ['TOP_LEFT', 'TOP_RIGHT', 'BOTTOM_LEFT', 'BOTTOM_RIGHT'] as const
export const BANNER_THEMES = ['LIGHT', 'DARK'] as const
export const CTA_VARIANTS = ['TEXT', 'BUTTON', 'ICON'] as const
export const ACCEPT_TYPES = ['OPT_IN', 'OPT_IN_AND_OUT'] as const

export type BannerVariant = (typeof BANNER_VARIANTS)[number]
export type BarPosition = (typeof BAR_POSITIONS)[number]
export type PopupPosition = (typeof POPUP_POSITIONS)[number]
export type BannerPosition = BarPosition | PopupPosition
export type BannerTheme = (typeof BANNER_THEMES)[number]
export type CtaVariant = (typeof CTA_VARIANTS)[number]
export type AcceptType = (typeof ACCEPT_TYPES)[number]

/** The banner's version, sent with every consent record. */
export const BANNER_VERSION = 2

export const DEFAULT_ACCEPT_TEXT = 'Accept'
export const DEFAULT_DECLINE_TEXT = 'Decline'
export const DEFAULT_BANNER_TEXT =
  'By using this website, you agree to our use of cookies. We use cookies to provide you with a great experience and to help our website run effectively.'

/** The settings in the component shape, every value resolved, as the banner uses them. */
export interface CookieBannerSettings {
  isCookieBannerEnabled: boolean
  isRestrictiveCookiePolicyEnabled: boolean
  isRestrictiveCookiePolicyAbsolute: boolean
  isVisitorDataRestricted: boolean
  /** The message, plain text or simple HTML (paragraphs, emphasis, links). */
  cookieBannerText: string
  cookieBannerCtaText: string
  cookieBannerOptOutCtaText: string
  cookieBannerVariant: BannerVariant
  cookieBannerPosition: BannerPosition
  cookieBannerTheme: BannerTheme
  cookieBannerCtaVariant: CtaVariant
  cookieBannerAcceptType: AcceptType
  /** This library's addition: a browser sending Global Privacy Control counts as a decline. */
  honorGlobalPrivacyControl: boolean
  /** This library's addition: the banner is a modal dialog and the page is inert until the visitor chooses. */
  blockPageUntilChoice: boolean
}

/**
 * What the mapper accepts: the component shape, the API shape (`isAnalyticsCookiesDisabled`,
 * `isActivityLogEnabled`), or a mix. Any field may be missing or of an unexpected value.
 */
export interface CookieBannerSettingsInput {
  isCookieBannerEnabled?: boolean | null
  isRestrictiveCookiePolicyEnabled?: boolean | null
  /** API name of `isRestrictiveCookiePolicyEnabled`. */
  isAnalyticsCookiesDisabled?: boolean | null
  isRestrictiveCookiePolicyAbsolute?: boolean | null
  isVisitorDataRestricted?: boolean | null
  /** API name of the inverse of `isVisitorDataRestricted`. */
  isActivityLogEnabled?: boolean | null
  cookieBannerText?: unknown
  cookieBannerCtaText?: unknown
  cookieBannerOptOutCtaText?: unknown
  cookieBannerVariant?: unknown
  cookieBannerPosition?: unknown
  cookieBannerTheme?: unknown
  cookieBannerCtaVariant?: unknown
  cookieBannerAcceptType?: unknown
  honorGlobalPrivacyControl?: boolean | null
  blockPageUntilChoice?: boolean | null
}
