import {
  ACCEPT_TYPES,
  BANNER_THEMES,
  BANNER_VARIANTS,
  CTA_VARIANTS,
  DEFAULT_ACCEPT_TEXT,
  DEFAULT_BANNER_TEXT,
  DEFAULT_DECLINE_TEXT,
  POPUP_POSITIONS,
  type BannerPosition,
  type BannerVariant,
  type CookieBannerSettings,
  type CookieBannerSettingsInput,
} from './banner-settings.ts'

/**
 * The cookie banner settings in the component shape, from the component shape or the API shape, with every
 * fallback: an unknown theme, variant, call-to-action variant or accept type becomes dark, bar, icon, opt-in;
 * an empty message (an empty paragraph too) the default message; a missing button text its default; a
 * position one that fits the variant. Where both shapes name a flag, the component's name wins.
 */
export function mapCookieBannerSettings(input: CookieBannerSettingsInput = {}): CookieBannerSettings {
  const variant = oneOf(input.cookieBannerVariant, BANNER_VARIANTS, 'BAR')
  return {
    isCookieBannerEnabled: input.isCookieBannerEnabled ?? true,
    isRestrictiveCookiePolicyEnabled: input.isRestrictiveCookiePolicyEnabled ?? input.isAnalyticsCookiesDisabled ?? false,
    isRestrictiveCookiePolicyAbsolute: input.isRestrictiveCookiePolicyAbsolute ?? false,
    isVisitorDataRestricted: input.isVisitorDataRestricted ?? (input.isActivityLogEnabled == null ? false : !input.isActivityLogEnabled),
    cookieBannerText: isBlankMessage(input.cookieBannerText) ? DEFAULT_BANNER_TEXT : (input.cookieBannerText as string),
    cookieBannerCtaText: textOr(input.cookieBannerCtaText, DEFAULT_ACCEPT_TEXT),
    cookieBannerOptOutCtaText: textOr(input.cookieBannerOptOutCtaText, DEFAULT_DECLINE_TEXT),
    cookieBannerVariant: variant,
    cookieBannerPosition: bannerPosition(variant, input.cookieBannerPosition),
    cookieBannerTheme: oneOf(input.cookieBannerTheme, BANNER_THEMES, 'DARK'),
    cookieBannerCtaVariant: oneOf(input.cookieBannerCtaVariant, CTA_VARIANTS, 'ICON'),
    cookieBannerAcceptType: oneOf(input.cookieBannerAcceptType, ACCEPT_TYPES, 'OPT_IN'),
    honorGlobalPrivacyControl: input.honorGlobalPrivacyControl ?? false,
    blockPageUntilChoice: input.blockPageUntilChoice ?? false,
  }
}

/**
 * The position a banner of `variant` takes. A bar is at the top for TOP, TOP_LEFT and TOP_RIGHT and at the
 * bottom otherwise; a popup keeps a popup position, takes the left corner for TOP or BOTTOM, and sits bottom
 * left otherwise.
 */
export function bannerPosition(variant: BannerVariant, position: unknown): BannerPosition {
  const name = enumName(position)
  if (variant === 'BAR') return name === 'TOP' || name === 'TOP_LEFT' || name === 'TOP_RIGHT' ? 'TOP' : 'BOTTOM'
  if (name === 'TOP') return 'TOP_LEFT'
  return oneOf(position, POPUP_POSITIONS, 'BOTTOM_LEFT')
}

/** True for a missing message, a blank one, or markup without text (`<p></p>`, `<p><br></p>`, `<p>&nbsp;</p>`). */
export function isBlankMessage(text: unknown): boolean {
  if (typeof text !== 'string') return true
  return text.replace(/<[^>]*>/g, '').replace(/&nbsp;|&#160;|&#xa0;/gi, ' ').trim() === ''
}

/**
 * The API's enumeration values are read whatever their spelling: `bottom-right`, `Bottom right` and
 * `BOTTOM_RIGHT` are the same value.
 */
function enumName(value: unknown): string | undefined {
  return typeof value === 'string' ? value.trim().toUpperCase().replace(/[\s-]+/g, '_') : undefined
}

function oneOf<Value extends string>(value: unknown, values: readonly Value[], fallback: Value): Value {
  const name = enumName(value)
  return values.find((candidate) => candidate === name) ?? fallback
}

function textOr(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() !== '' ? value : fallback
}
