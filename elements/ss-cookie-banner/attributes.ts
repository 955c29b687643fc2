import type { AttributeTypes } from '../../core/element/attribute-values.ts'
import type { CookieBannerConfig } from './schema.ts'

/**
 * The cookie banner's plain attributes: each sets the block JSON's top-level key of the same name, read as its type
 * says. The element's typed properties, its JSX props, `custom-elements.json` and the README table are
 * derived from this one declaration.
 */
export const cookieBannerAttributes = {
  /** Edit-preview mode: shown whatever the visitor chose, even when disabled; its buttons, `accept()` and `decline()` do nothing, and nothing is cleared or stored. */
  forced: 'boolean',
  /** For pages that show several banners (a settings screen, a demo): drawn in the flow of the page instead of fixed, always shown, never modal; its buttons fire `ss-consent` and store nothing. */
  preview: 'boolean',
  /** The accessible name of the banner's region (default `Cookie consent`); give each banner of a page its own. */
  label: 'string',
  /** `BAR` or `POPUP`; anything else gives a bar. */
  cookieBannerVariant: 'string',
  /** `TOP` or `BOTTOM` for a bar; `TOP_LEFT`, `TOP_RIGHT`, `BOTTOM_LEFT` or `BOTTOM_RIGHT` for a popup. */
  cookieBannerPosition: 'string',
  /** `LIGHT` or `DARK`; anything else gives dark. */
  cookieBannerTheme: 'string',
  /** `TEXT`, `BUTTON` or `ICON`; anything else gives an icon. */
  cookieBannerCtaVariant: 'string',
  /** `OPT_IN` (Accept only) or `OPT_IN_AND_OUT` (Decline and Accept); anything else gives `OPT_IN`. */
  cookieBannerAcceptType: 'string',
  /** The message, plain text or simple HTML; empty gives the default message about the use of cookies. */
  cookieBannerText: 'string',
  /** The accept button's text (default `Accept`). */
  cookieBannerCtaText: 'string',
  /** The decline button's text (default `Decline`). */
  cookieBannerOptOutCtaText: 'string',
  /** The site shows a banner at all (default on); off, nothing shows unless `forced`. */
  isCookieBannerEnabled: 'boolean',
  /** Tracking waits for consent, and tracking cookies are cleared until it is given. */
  isRestrictiveCookiePolicyEnabled: 'boolean',
  /** Tracking never runs and its cookies are cleared, even after consent. */
  isRestrictiveCookiePolicyAbsolute: 'boolean',
  /** A browser sending Global Privacy Control counts as a decline. */
  honorGlobalPrivacyControl: 'boolean',
  /** The banner is a modal dialog, and the rest of the page inert, until the visitor chooses. */
  blockPageUntilChoice: 'boolean',
  /** The API's name for `is-restrictive-cookie-policy-enabled`; the component's name wins when both are set. */
  isAnalyticsCookiesDisabled: 'boolean',
  /** Visitor data is restricted: mapped for the site's use, not used by the banner itself. */
  isVisitorDataRestricted: 'boolean',
  /** The API's inverse of `is-visitor-data-restricted`. */
  isActivityLogEnabled: 'boolean',
} as const satisfies AttributeTypes<CookieBannerConfig>
