import { readCookie, writeCookie } from '../consent/cookies.ts'
import { randomId } from '../consent/random-id.ts'
import { openStorage } from '../storage/session-values.ts'

/** The browser-storage keys of the analytics identity and session marks. */
export const ANALYTICS_STORAGE_KEYS = {
  analyticsId: 'SS_ANALYTICS_ID',
  analyticsExpiration: 'SS_ANALYTICS_EXPIRATION',
  isFirstSession: 'SS_IS_FIRST_SESSION',
  hasLanded: 'SS_HAS_LANDED',
  sessionId: 'SS_SESSION_ID',
  marketingId: 'SS_MID',
} as const

/** The analytics id, in storage and in the `SS_ANALYTICS_ID` cookie on the product's own domains, lasts 390 days. */
export const ANALYTICS_ID_LIFETIME_MS = 390 * 24 * 60 * 60 * 1000

/** Who the visitor is for analytics, and where they are in their session. */
export interface AnalyticsSession {
  analyticsId: string
  sessionId: string
  /** This browser's first session on the site. */
  isFirstSession: boolean
  /** The first page of this session. */
  isFirstLanding: boolean
  /** The marketing id (`SS_MID`), when the product set one. */
  marketingId: string | undefined
}

export interface SessionStores {
  local: Storage | undefined
  session: Storage | undefined
}

/** The page's storages; one that throws on access (Safari private mode, sandboxed frames) is missing. */
export function browserStores(win: Window = window): SessionStores {
  return { local: openStorage('localStorage', win), session: openStorage('sessionStorage', win) }
}

/**
 * Reads and renews the visitor's analytics identity and session marks: the analytics id (390 days, renewed on
 * each page), the session id, and whether this is the first session and the first page of the session. Ids
 * that cannot be stored are still made, for this page only.
 */
export function analyticsSession(
  now: number,
  stores: SessionStores = browserStores(),
  productDomain?: string,
  doc: Document = document,
): AnalyticsSession {
  const keys = ANALYTICS_STORAGE_KEYS
  const { local, session } = stores
  const stored = readCookie(keys.analyticsId, doc.cookie) ?? storedAnalyticsId(local, now)
  const analyticsId = stored ?? randomId()
  try {
    local?.setItem(keys.analyticsId, analyticsId)
    local?.setItem(keys.analyticsExpiration, String(now + ANALYTICS_ID_LIFETIME_MS))
    if (productDomain) writeAnalyticsIdCookie(analyticsId, productDomain, doc)
  } catch {
    console.warn('Unable to store analyticsId')
  }
  const sessionId = read(session, keys.sessionId) ?? randomId()
  const firstSession = read(local, keys.isFirstSession)
  const isFirstLanding = read(session, keys.hasLanded) === undefined
  write(session, keys.sessionId, sessionId)
  write(session, keys.hasLanded, 'true')
  if (firstSession === undefined) write(local, keys.isFirstSession, sessionId)
  return {
    analyticsId,
    sessionId,
    isFirstSession: firstSession === undefined || firstSession === sessionId,
    isFirstLanding,
    marketingId: readCookie(keys.marketingId, doc.cookie) ?? read(local, keys.marketingId),
  }
}

/** Removes every analytics key from the page's storages, as when the visitor withdraws consent. */
export function forgetAnalyticsSession(stores: SessionStores = browserStores()): void {
  for (const storage of [stores.local, stores.session]) {
    for (const key of Object.values(ANALYTICS_STORAGE_KEYS)) {
      try {
        storage?.removeItem(key)
      } catch {
        // Refused storage holds nothing of ours.
      }
    }
  }
}

function storedAnalyticsId(local: Storage | undefined, now: number): string | undefined {
  const expiration = Number(read(local, ANALYTICS_STORAGE_KEYS.analyticsExpiration))
  return expiration > now ? read(local, ANALYTICS_STORAGE_KEYS.analyticsId) : undefined
}

/** The cookie is for the product's own domains only: the page must be on `productDomain` or under it. */
function writeAnalyticsIdCookie(analyticsId: string, productDomain: string, doc: Document): void {
  const host = doc.location.hostname
  if (host !== productDomain && !host.endsWith(`.${productDomain}`)) return
  writeCookie(ANALYTICS_STORAGE_KEYS.analyticsId, analyticsId, {
    domain: productDomain,
    maxAgeSeconds: ANALYTICS_ID_LIFETIME_MS / 1000,
    sameSite: 'Lax',
    secure: doc.location.protocol === 'https:',
  }, doc)
}

function read(storage: Storage | undefined, key: string): string | undefined {
  try {
    return storage?.getItem(key) ?? undefined
  } catch {
    return undefined
  }
}

function write(storage: Storage | undefined, key: string, value: string): void {
  try {
    storage?.setItem(key, value)
  } catch {
    // Full or refused storage: the mark holds for this page only.
  }
}
