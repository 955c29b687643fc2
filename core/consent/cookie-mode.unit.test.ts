import { describe, expect, it } from 'vitest'
import { isRestrictiveCookieMode, pageCookieModeIsRestrictive, type CookieModeInput } from './cookie-mode.ts'
import { RESTRICTIVE_MODE_COOKIES, VISITOR_TRACKING_COOKIES } from './tracking-cookies.ts'

const permissive: CookieModeInput = { cloneable: false, restrictivePolicy: false, absolute: false, bannerEnabled: true, consent: undefined }
const restrictiveWithBanner: CookieModeInput = { ...permissive, restrictivePolicy: true }

describe('isRestrictiveCookieMode', () => {
  it('is permissive without a restrictive policy, whatever the visitor chose', () => {
    expect(isRestrictiveCookieMode(permissive)).toBe(false)
    expect(isRestrictiveCookieMode({ ...permissive, consent: false })).toBe(false)
  })
  it('is restrictive on a cloneable site, even without a policy and after consent', () => {
    expect(isRestrictiveCookieMode({ ...permissive, cloneable: true, consent: true })).toBe(true)
  })
  it('under a restrictive policy, is restrictive until the visitor accepts', () => {
    expect(isRestrictiveCookieMode(restrictiveWithBanner)).toBe(true)
    expect(isRestrictiveCookieMode({ ...restrictiveWithBanner, consent: false })).toBe(true)
    expect(isRestrictiveCookieMode({ ...restrictiveWithBanner, consent: true })).toBe(false)
  })
  it('an absolute restrictive policy stays restrictive after consent', () => {
    expect(isRestrictiveCookieMode({ ...restrictiveWithBanner, absolute: true, consent: true })).toBe(true)
  })
  it('a restrictive policy without a banner stays restrictive: nobody can consent', () => {
    expect(isRestrictiveCookieMode({ ...restrictiveWithBanner, bannerEnabled: false, consent: true })).toBe(true)
  })
})

describe('pageCookieModeIsRestrictive', () => {
  const settings = { isRestrictiveCookiePolicyEnabled: true, isCookieBannerEnabled: true }
  it('reads websiteSettings.cookieSettings and the consent', () => {
    expect(pageCookieModeIsRestrictive({ websiteSettings: { cookieSettings: settings } }, undefined)).toBe(true)
    expect(pageCookieModeIsRestrictive({ websiteSettings: { cookieSettings: settings } }, true)).toBe(false)
  })
  it('reads cookieSettings at the top of the context, with API names', () => {
    const context = { cookieSettings: { isAnalyticsCookiesDisabled: true, isCookieBannerEnabled: true } }
    expect(pageCookieModeIsRestrictive(context, false)).toBe(true)
    expect(pageCookieModeIsRestrictive(context, true)).toBe(false)
  })
  it('counts a banner the settings do not mention as absent', () => {
    const context = { websiteSettings: { cookieSettings: { isRestrictiveCookiePolicyEnabled: true } } }
    expect(pageCookieModeIsRestrictive(context, true)).toBe(true)
  })
  it('is restrictive on a cloneable site and permissive with no settings', () => {
    expect(pageCookieModeIsRestrictive({ website: { cloneable: true } }, true)).toBe(true)
    expect(pageCookieModeIsRestrictive({}, undefined)).toBe(false)
  })
})

describe('the cookie lists', () => {
  it('clears nine cookies in restrictive mode, the five visitor tracking cookies among them', () => {
    expect(RESTRICTIVE_MODE_COOKIES).toHaveLength(9)
    expect(RESTRICTIVE_MODE_COOKIES).toEqual(expect.arrayContaining([...VISITOR_TRACKING_COOKIES]))
  })
})
