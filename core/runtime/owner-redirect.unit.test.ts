import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PageContext } from '../context/page-context.ts'
import { navigation } from './navigation.ts'
import { isLocalHost, ownerRedirectTarget, redirectOwnerIfNeeded, type RedirectEnvironment } from './owner-redirect.ts'

const owner: PageContext = {
  authenticatedAccount: { id: 'a1' },
  websiteSettings: {},
  website: { id: 'w1', developerMode: false, cloneable: false },
  websiteRoles: [1],
}

const onPublishedSite: RedirectEnvironment = {
  location: { hostname: 'shop.example.com', pathname: '/shop', search: '?page=2' },
  isTopFrame: true,
  noredirect: false,
}

describe('ownerRedirectTarget', () => {
  it('sends an owner to the configuration area framing the current path and query', () => {
    expect(ownerRedirectTarget(owner, onPublishedSite)).toBe('/config/?frameUrl=%2Fshop%3Fpage%3D2')
  })

  it('encodes the frame URL as one query value', () => {
    const location = { hostname: 'example.com', pathname: '/caf%C3%A9/a&b', search: '?q=a b&x=1#no' }
    const target = ownerRedirectTarget(owner, { ...onPublishedSite, location })!
    expect(target).toBe('/config/?frameUrl=%2Fcaf%25C3%25A9%2Fa%26b%3Fq%3Da%20b%26x%3D1%23no')
    expect(new URL(target, 'https://example.com').searchParams.get('frameUrl')).toBe('/caf%C3%A9/a&b?q=a b&x=1#no')
  })

  it('redirects an account holding no role, or roles besides viewer', () => {
    expect(ownerRedirectTarget({ ...owner, websiteRoles: undefined }, onPublishedSite)).not.toBeNull()
    expect(ownerRedirectTarget({ ...owner, websiteRoles: [10, 4] }, onPublishedSite)).not.toBeNull()
    expect(ownerRedirectTarget({ ...owner, websiteRoles: { viewer: true, editor: true } }, onPublishedSite)).not.toBeNull()
  })

  it.each<[string, PageContext, Partial<RedirectEnvironment>]>([
    ['no authenticated account', { ...owner, authenticatedAccount: undefined }, {}],
    ['a null authenticated account', { ...owner, authenticatedAccount: null }, {}],
    ['no site settings', { ...owner, websiteSettings: undefined }, {}],
    ['a site in developer mode', { ...owner, website: { developerMode: true } }, {}],
    ['a cloneable site', { ...owner, website: { cloneable: true } }, {}],
    ['an account holding only the viewer role (ids)', { ...owner, websiteRoles: [10] }, {}],
    ['an account holding only the viewer role (map)', { ...owner, websiteRoles: { viewer: true, admin: false } }, {}],
    ['a page inside a frame', owner, { isTopFrame: false }],
    ['localhost', owner, { location: { ...onPublishedSite.location, hostname: 'localhost' } }],
    ['a noredirect term seen', owner, { noredirect: true }],
  ])('stays put for %s', (_, context, environment) => {
    expect(ownerRedirectTarget(context, { ...onPublishedSite, ...environment })).toBeNull()
  })
})

describe('isLocalHost', () => {
  it.each(['localhost', 'LOCALHOST', '127.0.0.1', '[::1]', 'shop.localhost', 'a.b.localhost'])('%s is local', (host) => {
    expect(isLocalHost(host)).toBe(true)
  })

  it.each(['example.com', 'localhost.example.com', 'mylocalhost', '127.0.0.2', '10.0.0.1'])('%s is not', (host) => {
    expect(isLocalHost(host)).toBe(false)
  })
})

describe('redirectOwnerIfNeeded', () => {
  let replace: ReturnType<typeof vi.fn<(url: string) => void>>

  beforeEach(() => {
    replace = vi.fn<(url: string) => void>()
    vi.spyOn(navigation, 'replace').mockImplementation(replace)
  })
  afterEach(() => vi.restoreAllMocks())

  function memoryStorage(): Storage {
    const values = new Map<string, string>()
    return {
      get length() {
        return values.size
      },
      clear: () => values.clear(),
      getItem: (key) => values.get(key) ?? null,
      key: (index) => [...values.keys()][index] ?? null,
      removeItem: (key) => void values.delete(key),
      setItem: (key, value) => void values.set(key, String(value)),
    }
  }

  function fakeWindow(url: string, storage: () => Storage = memoryStorage): Window {
    const { hostname, pathname, search } = new URL(url)
    const win = {
      location: { hostname, pathname, search },
      get sessionStorage() {
        return storage()
      },
    } as unknown as Window & { top: Window }
    win.top = win
    return win
  }

  it('replaces the page with the configuration area', () => {
    expect(redirectOwnerIfNeeded(owner, fakeWindow('https://shop.example.com/about?x=1'))).toBe(true)
    expect(replace).toHaveBeenCalledExactlyOnceWith('/config/?frameUrl=%2Fabout%3Fx%3D1')
  })

  it('does nothing in a frame', () => {
    const win = fakeWindow('https://shop.example.com/about')
    Object.assign(win, { top: {} })
    expect(redirectOwnerIfNeeded(owner, win)).toBe(false)
    expect(replace).not.toHaveBeenCalled()
  })

  it('does nothing for an anonymous visitor', () => {
    expect(redirectOwnerIfNeeded({ websiteSettings: {} }, fakeWindow('https://shop.example.com/'))).toBe(false)
    expect(replace).not.toHaveBeenCalled()
  })

  it('remembers a noredirect term for the session, so later pages stay put too', () => {
    const storage = memoryStorage()
    expect(redirectOwnerIfNeeded(owner, fakeWindow('https://shop.example.com/a?noredirect', () => storage))).toBe(false)
    expect(storage.getItem('noredirect')).not.toBeNull()
    expect(redirectOwnerIfNeeded(owner, fakeWindow('https://shop.example.com/b', () => storage))).toBe(false)
    expect(replace).not.toHaveBeenCalled()
  })

  it('takes a noredirect term with a value, among other terms', () => {
    expect(redirectOwnerIfNeeded(owner, fakeWindow('https://shop.example.com/?a=1&noredirect=true'))).toBe(false)
    expect(replace).not.toHaveBeenCalled()
  })

  it('redirects in a new session (nothing remembered)', () => {
    redirectOwnerIfNeeded(owner, fakeWindow('https://shop.example.com/a?noredirect'))
    expect(redirectOwnerIfNeeded(owner, fakeWindow('https://shop.example.com/b'))).toBe(true)
  })

  describe('when session storage throws (Safari private mode, sandboxed iframes)', () => {
    const throwingStorage = () => {
      const storage = memoryStorage()
      storage.getItem = () => {
        throw new DOMException('denied', 'SecurityError')
      }
      storage.setItem = () => {
        throw new DOMException('quota', 'QuotaExceededError')
      }
      return storage
    }
    const deniedStorage = (): Storage => {
      throw new DOMException('denied', 'SecurityError')
    }

    it.each([
      ['its methods throw', throwingStorage],
      ['reaching it throws', deniedStorage],
    ])('still honours a noredirect term on the page when %s', (_, storage) => {
      expect(() => redirectOwnerIfNeeded(owner, fakeWindow('https://shop.example.com/?noredirect', storage))).not.toThrow()
      expect(replace).not.toHaveBeenCalled()
    })

    it.each([
      ['its methods throw', throwingStorage],
      ['reaching it throws', deniedStorage],
    ])('still redirects when %s', (_, storage) => {
      expect(redirectOwnerIfNeeded(owner, fakeWindow('https://shop.example.com/a', storage))).toBe(true)
      expect(replace).toHaveBeenCalledOnce()
    })
  })
})
