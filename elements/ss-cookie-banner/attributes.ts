import type { AttributeTypes } from '../../core/element/attribute-values.ts'
import type { CookieBannerConfig } from './schema.ts'

/**
 * The cookie banner's plain attributes: each sets the block JSON's top-level key of the same name, read as its type
 * says. The element's typed properties, its JSX props, `custom-elements.json` and the README table are
 * derived from this one declaration.
 */
export const cookieBannerAttributes = {
  /** Edit-preview mode: shown whatever the visitor chose, and its buttons do nothing. */
  forced: 'boolean',
  /** Drawn in the flow of the page rather than fixed to the viewport, always shown; its buttons fire `ss-consent` but store nothing. */
  preview: 'boolean',
  /** The accessible name of the banner's region. Default `Cookie consent`. */
  label: 'string',
  /** `BAR` or `POPUP`. */
  cookieBannerVariant: 'string',
  /** `TOP` or `BOTTOM` for a bar; `TOP_LEFT`, `TOP_RIGHT`, `BOTTOM_LEFT` or `BOTTOM_RIGHT` for a popup. */
  cookieBannerPosition: 'string',
  /** `LIGHT` or `DARK`. */
  cookieBannerTheme: 'string',
  /** `TEXT`, `BUTTON` or `ICON`. */
  cookieBannerCtaVariant: 'string',
  /** `OPT_IN` (accept only) or `OPT_IN_AND_OUT` (accept and decline). */
  cookieBannerAcceptType: 'string',
  /** The message; empty gives the default text of 000 §3. */
  cookieBannerText: 'string',
  /** The accept button's text (default `Accept`). */
  cookieBannerCtaText: 'string',
  /** The decline button's text (default `Decline`). */
  cookieBannerOptOutCtaText: 'string',
  /** The site shows a banner at all. */
  isCookieBannerEnabled: 'boolean',
  /** Tracking waits for consent, and tracking cookies are cleared until it is given. */
  isRestrictiveCookiePolicyEnabled: 'boolean',
  /** Tracking never runs, whatever the visitor chooses. */
  isRestrictiveCookiePolicyAbsolute: 'boolean',
  /** A browser sending Global Privacy Control counts as a decline. */
  honorGlobalPrivacyControl: 'boolean',
  /** The banner is a modal dialog that blocks the page until the visitor chooses. */
  blockPageUntilChoice: 'boolean',
  /** API shape (002 §3) of `is-restrictive-cookie-policy-enabled`. */
  isAnalyticsCookiesDisabled: 'boolean',
  /** API shape (002 §3): visitor data is restricted. */
  isVisitorDataRestricted: 'boolean',
  /** API shape (002 §3) of the inverse of `is-visitor-data-restricted`. */
  isActivityLogEnabled: 'boolean',
} as const satisfies AttributeTypes<CookieBannerConfig>
