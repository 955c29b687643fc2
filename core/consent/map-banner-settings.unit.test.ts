import { describe, expect, it } from 'vitest'
import { DEFAULT_ACCEPT_TEXT, DEFAULT_BANNER_TEXT, DEFAULT_DECLINE_TEXT } from './banner-settings.ts'
import { bannerPosition, isBlankMessage, mapCookieBannerSettings } from './map-banner-settings.ts'

describe('mapCookieBannerSettings', () => {
  it('gives the defaults for no settings at all', () => {
    expect(mapCookieBannerSettings({})).toEqual({
      isCookieBannerEnabled: true,
      isRestrictiveCookiePolicyEnabled: false,
      isRestrictiveCookiePolicyAbsolute: false,
      isVisitorDataRestricted: false,
      cookieBannerText:
        'By using this website, you agree to our use of cookies. We use cookies to provide you with a great experience and to help our website run effectively.',
      cookieBannerCtaText: 'Accept',
      cookieBannerOptOutCtaText: 'Decline',
      cookieBannerVariant: 'BAR',
      cookieBannerPosition: 'BOTTOM',
      cookieBannerTheme: 'DARK',
      cookieBannerCtaVariant: 'ICON',
      cookieBannerAcceptType: 'OPT_IN',
      honorGlobalPrivacyControl: false,
      blockPageUntilChoice: false,
    })
  })

  it('keeps every valid component-shape value', () => {
    const settings = {
      isCookieBannerEnabled: false,
      isRestrictiveCookiePolicyEnabled: true,
      isRestrictiveCookiePolicyAbsolute: true,
      isVisitorDataRestricted: true,
      cookieBannerText: '<p>We bake cookies.</p>',
      cookieBannerCtaText: 'Fine',
      cookieBannerOptOutCtaText: 'No thanks',
      cookieBannerVariant: 'POPUP',
      cookieBannerPosition: 'TOP_RIGHT',
      cookieBannerTheme: 'LIGHT',
      cookieBannerCtaVariant: 'BUTTON',
      cookieBannerAcceptType: 'OPT_IN_AND_OUT',
      honorGlobalPrivacyControl: true,
      blockPageUntilChoice: true,
    }
    expect(mapCookieBannerSettings(settings)).toEqual(settings)
  })

  describe('the API shape', () => {
    it('isAnalyticsCookiesDisabled is the restrictive cookie policy', () => {
      expect(mapCookieBannerSettings({ isAnalyticsCookiesDisabled: true }).isRestrictiveCookiePolicyEnabled).toBe(true)
      expect(mapCookieBannerSettings({ isAnalyticsCookiesDisabled: false }).isRestrictiveCookiePolicyEnabled).toBe(false)
    })
    it('isActivityLogEnabled is the inverse of isVisitorDataRestricted', () => {
      expect(mapCookieBannerSettings({ isActivityLogEnabled: true }).isVisitorDataRestricted).toBe(false)
      expect(mapCookieBannerSettings({ isActivityLogEnabled: false }).isVisitorDataRestricted).toBe(true)
    })
    it('the component names win when both shapes are given', () => {
      const mapped = mapCookieBannerSettings({
        isRestrictiveCookiePolicyEnabled: false,
        isAnalyticsCookiesDisabled: true,
        isVisitorDataRestricted: false,
        isActivityLogEnabled: false,
      })
      expect(mapped.isRestrictiveCookiePolicyEnabled).toBe(false)
      expect(mapped.isVisitorDataRestricted).toBe(false)
    })
    it('reads enumeration values whatever their case and separators', () => {
      const mapped = mapCookieBannerSettings({
        cookieBannerVariant: 'popup',
        cookieBannerPosition: 'top-right',
        cookieBannerTheme: 'light',
        cookieBannerCtaVariant: 'Text',
        cookieBannerAcceptType: 'opt in and out',
      })
      expect(mapped).toMatchObject({
        cookieBannerVariant: 'POPUP',
        cookieBannerPosition: 'TOP_RIGHT',
        cookieBannerTheme: 'LIGHT',
        cookieBannerCtaVariant: 'TEXT',
        cookieBannerAcceptType: 'OPT_IN_AND_OUT',
      })
    })
  })

  describe('fallbacks', () => {
    it.each([['SEPIA'], [''], [3], [null]])('an unknown theme %j is dark', (theme) => {
      expect(mapCookieBannerSettings({ cookieBannerTheme: theme }).cookieBannerTheme).toBe('DARK')
    })
    it.each([['BANNER'], [{}], [undefined]])('an unknown variant %j is a bar', (variant) => {
      expect(mapCookieBannerSettings({ cookieBannerVariant: variant }).cookieBannerVariant).toBe('BAR')
    })
    it.each([['LINK'], [true]])('an unknown call-to-action variant %j is an icon', (ctaVariant) => {
      expect(mapCookieBannerSettings({ cookieBannerCtaVariant: ctaVariant }).cookieBannerCtaVariant).toBe('ICON')
    })
    it.each([['OPT_OUT'], [undefined]])('an unknown or missing accept type %j is opt-in', (acceptType) => {
      expect(mapCookieBannerSettings({ cookieBannerAcceptType: acceptType }).cookieBannerAcceptType).toBe('OPT_IN')
    })
    it.each([[undefined], [''], ['   '], ['<p></p>'], ['<p class="x"><br></p>'], ['<p>&nbsp;</p>'], [42]])(
      'an empty message %j is the default message',
      (text) => {
        expect(mapCookieBannerSettings({ cookieBannerText: text }).cookieBannerText).toBe(DEFAULT_BANNER_TEXT)
      },
    )
    it('a message with text is kept as written', () => {
      const text = '<p>We use <a href="/cookies">cookies</a>.</p>'
      expect(mapCookieBannerSettings({ cookieBannerText: text }).cookieBannerText).toBe(text)
    })
    it.each([[undefined], [''], [' '], [7]])('a missing accept or decline text %j is Accept and Decline', (text) => {
      const mapped = mapCookieBannerSettings({ cookieBannerCtaText: text, cookieBannerOptOutCtaText: text })
      expect(mapped.cookieBannerCtaText).toBe(DEFAULT_ACCEPT_TEXT)
      expect(mapped.cookieBannerOptOutCtaText).toBe(DEFAULT_DECLINE_TEXT)
    })
    it('flags given as null take their defaults', () => {
      const mapped = mapCookieBannerSettings({ isCookieBannerEnabled: null, isAnalyticsCookiesDisabled: null, isActivityLogEnabled: null })
      expect(mapped).toMatchObject({ isCookieBannerEnabled: true, isRestrictiveCookiePolicyEnabled: false, isVisitorDataRestricted: false })
    })
  })
})

describe('bannerPosition', () => {
  it.each([
    ['TOP', 'TOP'],
    ['BOTTOM', 'BOTTOM'],
    ['TOP_LEFT', 'TOP'],
    ['TOP_RIGHT', 'TOP'],
    ['BOTTOM_LEFT', 'BOTTOM'],
    ['BOTTOM_RIGHT', 'BOTTOM'],
    ['MIDDLE', 'BOTTOM'],
    [undefined, 'BOTTOM'],
  ])('a bar asked for %j sits at %s', (position, expected) => {
    expect(bannerPosition('BAR', position)).toBe(expected)
  })
  it.each([
    ['TOP', 'TOP_LEFT'],
    ['BOTTOM', 'BOTTOM_LEFT'],
    ['TOP_LEFT', 'TOP_LEFT'],
    ['TOP_RIGHT', 'TOP_RIGHT'],
    ['BOTTOM_LEFT', 'BOTTOM_LEFT'],
    ['BOTTOM_RIGHT', 'BOTTOM_RIGHT'],
    ['CENTER', 'BOTTOM_LEFT'],
    [null, 'BOTTOM_LEFT'],
  ])('a popup asked for %j sits at %s', (position, expected) => {
    expect(bannerPosition('POPUP', position)).toBe(expected)
  })
  it('the mapper places the banner by these rules', () => {
    expect(mapCookieBannerSettings({ cookieBannerVariant: 'POPUP', cookieBannerPosition: 'TOP' }).cookieBannerPosition).toBe('TOP_LEFT')
    expect(mapCookieBannerSettings({ cookieBannerPosition: 'TOP_RIGHT' }).cookieBannerPosition).toBe('TOP')
  })
})

describe('isBlankMessage', () => {
  it('sees text inside markup', () => {
    expect(isBlankMessage('<p><strong>Hi</strong></p>')).toBe(false)
  })
  it('sees no text in markup made of tags and spaces only', () => {
    expect(isBlankMessage('<p>\n  <span> </span>\n</p>')).toBe(true)
  })
})
