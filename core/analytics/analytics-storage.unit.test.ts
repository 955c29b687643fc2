import { afterEach, describe, expect, it, vi } from 'vitest'
import { ANALYTICS_ID_LIFETIME_MS, analyticsSession, browserStores, type SessionStores } from './analytics-storage.ts'

class MemoryStorage implements Storage {
  readonly items = new Map<string, string>()
  get length() {
    return this.items.size
  }
  clear() {
    this.items.clear()
  }
  getItem(key: string) {
    return this.items.get(key) ?? null
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null
  }
  removeItem(key: string) {
    this.items.delete(key)
  }
  setItem(key: string, value: string) {
    this.items.set(key, value)
  }
}

const page = (hostname = 'www.example.com') => {
  const written: string[] = []
  const doc = {
    location: { hostname, protocol: 'https:' },
    cookie: '',
  }
  Object.defineProperty(doc, 'cookie', { get: () => '', set: (text: string) => written.push(text) })
  return { doc: doc as unknown as Document, written }
}

const NOW = Date.UTC(2026, 2, 1)

describe('analyticsSession', () => {
  afterEach(() => vi.restoreAllMocks())
  const newBrowser = (): SessionStores & { local: MemoryStorage; session: MemoryStorage } => ({ local: new MemoryStorage(), session: new MemoryStorage() })

  it('the first page of the first session makes and stores an analytics id for 390 days and a session id', () => {
    const stores = newBrowser()
    const session = analyticsSession(NOW, stores, undefined, page().doc)
    expect(session).toMatchObject({ isFirstSession: true, isFirstLanding: true, marketingId: undefined })
    expect(stores.local.getItem('SS_ANALYTICS_ID')).toBe(session.analyticsId)
    expect(stores.local.getItem('SS_ANALYTICS_EXPIRATION')).toBe(String(NOW + ANALYTICS_ID_LIFETIME_MS))
    expect(stores.session.getItem('SS_SESSION_ID')).toBe(session.sessionId)
    expect(stores.session.getItem('SS_HAS_LANDED')).toBe('true')
    expect(stores.local.getItem('SS_IS_FIRST_SESSION')).toBe(session.sessionId)
  })

  it('the next page of the session keeps both ids and is no longer the landing', () => {
    const stores = newBrowser()
    const first = analyticsSession(NOW, stores, undefined, page().doc)
    const second = analyticsSession(NOW + 1000, stores, undefined, page().doc)
    expect(second).toEqual({ ...first, isFirstLanding: false })
  })

  it('a later session keeps the analytics id, gets a new session id, and is not the first session', () => {
    const stores = newBrowser()
    const first = analyticsSession(NOW, stores, undefined, page().doc)
    stores.session.clear()
    const later = analyticsSession(NOW + 86_400_000, stores, undefined, page().doc)
    expect(later.analyticsId).toBe(first.analyticsId)
    expect(later.sessionId).not.toBe(first.sessionId)
    expect(later).toMatchObject({ isFirstSession: false, isFirstLanding: true })
  })

  it('an analytics id past its 390 days is replaced', () => {
    const stores = newBrowser()
    const first = analyticsSession(NOW, stores, undefined, page().doc)
    const later = analyticsSession(NOW + ANALYTICS_ID_LIFETIME_MS + 1, { ...stores, session: new MemoryStorage() }, undefined, page().doc)
    expect(later.analyticsId).not.toBe(first.analyticsId)
  })

  it('reads the marketing id from storage', () => {
    const stores = newBrowser()
    stores.local.setItem('SS_MID', 'mid-1')
    expect(analyticsSession(NOW, stores, undefined, page().doc).marketingId).toBe('mid-1')
  })

  it('writes the SS_ANALYTICS_ID cookie for 390 days only on the product’s own domain', () => {
    const own = page('shop.builder.example')
    const { analyticsId } = analyticsSession(NOW, newBrowser(), 'builder.example', own.doc)
    expect(own.written).toEqual([`SS_ANALYTICS_ID=${analyticsId}; Path=/; Domain=builder.example; Max-Age=33696000; SameSite=Lax; Secure`])
    const custom = page('www.bakery.example')
    analyticsSession(NOW, newBrowser(), 'builder.example', custom.doc)
    expect(custom.written).toEqual([])
  })

  it('still gives ids when storage refuses them, and says the analytics id could not be stored', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const full = new MemoryStorage()
    full.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError')
    }
    const session = analyticsSession(NOW, { local: full, session: full }, undefined, page().doc)
    expect(session.analyticsId).toMatch(/^[0-9a-f-]{36}$/)
    expect(warn).toHaveBeenCalledWith('Unable to store analyticsId')
  })

  it('browserStores says when storage cannot be reached', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const win = {}
    Object.defineProperty(win, 'localStorage', { get: () => { throw new DOMException('denied', 'SecurityError') } })
    Object.defineProperty(win, 'sessionStorage', { get: () => new MemoryStorage() })
    const stores = browserStores(win as Window)
    expect(stores.local).toBeUndefined()
    expect(stores.session).toBeInstanceOf(MemoryStorage)
    expect(warn).toHaveBeenCalledWith('Unable access local/session storage.')
  })
})
