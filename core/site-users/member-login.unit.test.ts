// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { setSessionHeader } from '../data/session-headers.ts'
import { isLoggedInMember, onSiteUserChange } from './member-login.ts'
import { keepXsrfToken, XSRF_HEADER } from './xsrf-token.ts'

afterEach(() => {
  setSessionHeader(XSRF_HEADER, undefined)
  sessionStorage.clear()
})

describe('isLoggedInMember', () => {
  it('is true for a page context with an authenticatedAccount, and false for an anonymous one', () => {
    expect(isLoggedInMember({ authenticatedAccount: { id: 'a1' } })).toBe(true)
    expect(isLoggedInMember({ authenticatedAccount: null })).toBe(false)
    expect(isLoggedInMember({})).toBe(false)
  })

  it('is true while a site user of the tab is logged in through core/site-users, and false once logged out', () => {
    keepXsrfToken('xsrf-1')
    expect(isLoggedInMember({})).toBe(true)
    keepXsrfToken(undefined)
    expect(isLoggedInMember({})).toBe(false)
  })
})

describe('onSiteUserChange', () => {
  it('hears each login and logout of the tab until stopped', () => {
    const heard: boolean[] = []
    const stop = onSiteUserChange(() => heard.push(isLoggedInMember({})))
    keepXsrfToken('xsrf-1')
    keepXsrfToken(undefined)
    stop()
    keepXsrfToken('xsrf-2')
    expect(heard).toEqual([true, false])
  })
})
