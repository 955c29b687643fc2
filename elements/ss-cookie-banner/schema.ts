import { z } from 'zod/mini'
import type { CookieBannerSettingsInput } from '../../core/consent/banner-settings.ts'

/** The cookie banner block JSON: the settings (component or API shape) and the element's own keys. */
export interface CookieBannerConfig extends CookieBannerSettingsInput {
  forced: boolean
  preview: boolean
  label: string
  [key: string]: unknown
}

const FLAGS = [
  'isCookieBannerEnabled',
  'isRestrictiveCookiePolicyEnabled',
  'isAnalyticsCookiesDisabled',
  'isRestrictiveCookiePolicyAbsolute',
  'isVisitorDataRestricted',
  'isActivityLogEnabled',
  'honorGlobalPrivacyControl',
  'blockPageUntilChoice',
  'forced',
  'preview',
]
const TEXTS = ['cookieBannerText', 'cookieBannerCtaText', 'cookieBannerOptOutCtaText', 'label']
const DEFAULTS = { forced: false, preview: false, label: 'Cookie consent' }

/**
 * The banner's settings, in the component's shape or the API's. Only types are checked: every value that has
 * a fallback (theme, variant, call-to-action variant, accept type, position, empty texts) falls back silently
 * in `mapCookieBannerSettings`, so those keys may hold anything.
 *
 * Written as one check rather than `z.looseObject({...})`: the banner is on every page, and zod's object and
 * nullable schemas add 1.8 KB gzip to it, an eighth of its budget. The issues are zod's own, so they read
 * the same ('Invalid input: expected boolean, received string' at `isCookieBannerEnabled`).
 */
export const cookieBannerBlockSchema = z.unknown().check(
  z.superRefine((value, context) => {
    const block = value as Record<string, unknown>
    const expect = (keys: string[], expected: 'boolean' | 'string') => {
      for (const key of keys) {
        const input = block[key]
        if (input != null && typeof input !== expected) context.addIssue({ code: 'invalid_type', expected, input, path: [key] })
      }
    }
    expect(FLAGS, 'boolean')
    expect(TEXTS, 'string')
  }),
  z.overwrite((value) => {
    const block = { ...(value as Record<string, unknown>) }
    for (const [key, fallback] of Object.entries(DEFAULTS)) block[key] ??= fallback
    return block
  }),
) as unknown as z.ZodMiniType<CookieBannerConfig>

export interface CookieConsentDetail {
  allowed: boolean
}

export interface CookieBannerMethods {
  accept(): void
  decline(): void
  open(): void
}
