// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setSessionHeader } from '../data/session-headers.ts'
import { fakeFetch, json, noContent, useRequestPage } from '../data/testing.ts'
import { showSystemErrorOverlay } from '../runtime/system-error-overlay.ts'
import { logInSiteUser, logOutSiteUser, setSiteUserLocale } from './session.ts'
import { XSRF_HEADER, XSRF_STORAGE_KEY } from './xsrf-token.ts'

vi.mock('../runtime/system-error-overlay.ts', () => ({ showSystemErrorOverlay: vi.fn() }))

useRequestPage()
afterEach(() => {
  setSessionHeader(XSRF_HEADER, undefined)
  sessionStorage.clear()
})

const headersOf = (init: RequestInit) => new Headers(init.headers)
const crumbFail = json(403, { crumbFail: true, error: 'crumbFail' })

describe('logInSiteUser', () => {
  it('posts the email, password and rememberMe, and sends the answer’s xsrfToken on later calls only', async () => {
    const { fetch, calls } = fakeFetch(json(200, { xsrfToken: 'xsrf-1' }), noContent)
    expect(await logInSiteUser({ email: 'a@example.com', password: 'secret' }, { fetch })).toBe('xsrf-1')
    expect(calls[0]!.init.method).toBe('POST')
    expect(calls[0]!.url.pathname).toBe('/api/site-users/account/session')
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ email: 'a@example.com', password: 'secret', rememberMe: false })
    expect(headersOf(calls[0]!.init).has(XSRF_HEADER)).toBe(false)

    await setSiteUserLocale('fr', { fetch })
    expect(headersOf(calls[1]!.init).get(XSRF_HEADER)).toBe('xsrf-1')
  })

  it('keeps the token in the tab’s session storage, so that the next page of the visit sends it', async () => {
    const { fetch, calls } = fakeFetch(json(200, { xsrfToken: 'xsrf-2' }), noContent)
    await logInSiteUser({ email: 'a@example.com', password: 'secret', rememberMe: true }, { fetch })
    expect(JSON.parse(sessionStorage.getItem(XSRF_STORAGE_KEY)!)).toEqual({ value: 'xsrf-2' })
    setSessionHeader(XSRF_HEADER, undefined) // what a new page starts with
    await setSiteUserLocale(undefined, { fetch })
    expect(headersOf(calls[1]!.init).get(XSRF_HEADER)).toBe('xsrf-2')
  })

  it('fails, and sends no token later, when the answer has no xsrfToken', async () => {
    const onFailure = vi.fn()
    const { fetch, calls } = fakeFetch(json(200, {}), noContent)
    await expect(logInSiteUser({ email: 'a@example.com', password: 'secret' }, { fetch, onFailure })).rejects.toMatchObject({ kind: 'parse' })
    await setSiteUserLocale('fr', { fetch })
    expect(headersOf(calls[1]!.init).has(XSRF_HEADER)).toBe(false)
    expect(showSystemErrorOverlay).not.toHaveBeenCalled()
  })
})

describe('logOutSiteUser', () => {
  it.each([true, false])('sends DELETE with cloneCart=%s, then forgets the token', async (cloneCart) => {
    const { fetch, calls } = fakeFetch(json(200, { xsrfToken: 'xsrf-3' }), noContent)
    await logInSiteUser({ email: 'a@example.com', password: 'secret' }, { fetch })
    await logOutSiteUser({ cloneCart }, { fetch })
    expect(calls[1]!.init.method).toBe('DELETE')
    expect(calls[1]!.url.pathname).toBe('/api/site-users/account/session')
    expect(calls[1]!.url.searchParams.get('cloneCart')).toBe(String(cloneCart))
    expect(headersOf(calls[1]!.init).get(XSRF_HEADER)).toBe('xsrf-3')
    expect(sessionStorage.getItem(XSRF_STORAGE_KEY)).toBe(null)
    await setSiteUserLocale('fr', { fetch })
    expect(headersOf(calls[2]!.init).has(XSRF_HEADER)).toBe(false)
  })

  it('retries once when the answer flags crumbFail, with the crumb cookie read again', async () => {
    const { fetch, calls } = fakeFetch(crumbFail, noContent)
    document.cookie = 'crumb=stale'
    await logOutSiteUser({ cloneCart: false }, {
      fetch: async (input, init) => {
        document.cookie = 'crumb=fresh' // the refusal sets a new crumb cookie
        return fetch(input, init)
      },
    })
    expect(calls.map((call) => call.url.searchParams.get('crumb'))).toEqual(['stale', 'fresh'])
  })

  it('fails after a second crumbFail, keeping the token: the account is still logged in', async () => {
    const login = fakeFetch(json(200, { xsrfToken: 'xsrf-4' }))
    await logInSiteUser({ email: 'a@example.com', password: 'secret' }, { fetch: login.fetch })
    const { fetch, calls } = fakeFetch(crumbFail)
    await expect(logOutSiteUser({ cloneCart: true }, { fetch, onFailure: () => {} })).rejects.toMatchObject({ kind: 'application' })
    expect(calls).toHaveLength(2)
    expect(sessionStorage.getItem(XSRF_STORAGE_KEY)).not.toBe(null)
  })
})

describe('setSiteUserLocale', () => {
  it('posts the language when there is one, and an empty body otherwise', async () => {
    const { fetch, calls } = fakeFetch(noContent)
    await setSiteUserLocale('pt-BR', { fetch })
    await setSiteUserLocale(undefined, { fetch })
    expect(calls.map((call) => [call.init.method, call.url.pathname, JSON.parse(String(call.init.body))])).toEqual([
      ['POST', '/api/site-users/account/locale', { language: 'pt-BR' }],
      ['POST', '/api/site-users/account/locale', {}],
    ])
  })
})
