// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setSessionHeader } from '../data/session-headers.ts'
import { fakeFetch, json, noContent, useRequestPage } from '../data/testing.ts'
import { keepXsrfToken, XSRF_HEADER } from '../site-users/xsrf-token.ts'
import { getHeaderFooter, saveHeaderFooter } from './header-footer.ts'

vi.mock('../runtime/system-error-overlay.ts', () => ({ showSystemErrorOverlay: vi.fn() }))

useRequestPage()
afterEach(() => {
  setSessionHeader(XSRF_HEADER, undefined)
  sessionStorage.clear()
})

describe('header and footer calls', () => {
  it('GET /api/site-header-footer resolves with the data returned', async () => {
    const stored = { header: { layout: 'centered' }, footer: { text: '©' } }
    const { fetch, calls } = fakeFetch(json(200, stored))
    expect(await getHeaderFooter({ fetch })).toEqual(stored)
    expect([calls[0]!.init.method, calls[0]!.url.pathname]).toEqual(['GET', '/api/site-header-footer'])
  })

  it('PUT /api/site-header-footer sends {header, footer} and the kept xsrf token', async () => {
    keepXsrfToken('xsrf-1')
    setSessionHeader(XSRF_HEADER, undefined) // a later page of the visit: the token is resumed from storage
    const { fetch, calls } = fakeFetch(noContent)
    await saveHeaderFooter({ header: { layout: 'left' }, footer: {} }, { fetch })
    expect(calls[0]!.init.method).toBe('PUT')
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ header: { layout: 'left' }, footer: {} })
    expect(new Headers(calls[0]!.init.headers).get(XSRF_HEADER)).toBe('xsrf-1')
  })
})
