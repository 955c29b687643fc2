import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { Hono, type Context } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import { z } from 'zod'
import type { Queryable } from '../db/database.ts'
import { databaseRateLimiter, type RateLimit } from '../forms/rate-limit.ts'
import { clientAddress } from '../http/client-address.ts'
import { problemResponse } from '../http/problem.ts'
import { jsonBody, validBody } from '../http/valid-body.ts'
import { demoPageLocks, type PageLock } from './demo-locks.ts'
import { verifyPagePassword } from './page-password.ts'

/** Five tries a minute from one address: enough for a person who mistypes, slow for a guessing script. */
export const UNLOCK_RATE_LIMIT: RateLimit = { limit: 5, windowMs: 60_000 }

export const lockMessages = {
  wrongPassword: 'That password is not right. Check it and try again.',
  rateLimited: 'Too many attempts. Wait a minute, then try again.',
  notLocked: 'No page is locked at this address.',
} as const

export interface LockRoutesOptions {
  locks?: readonly PageLock[]
  rateLimit?: RateLimit
  now?: () => number
  /** Signs the unlock cookies; a new random one per start by default, so a restart locks every page again. */
  secret?: Buffer
}

const pagePath = z.string().startsWith('/').max(2048)
const unlockRequest = z.object({ path: pagePath, password: z.string().min(1).max(1024) })

/** The cookie that unlocks the page at `path`: one per locked page, so unlocking one unlocks no other. */
export function unlockCookieName(path: string): string {
  return `ss-unlock-${createHash('sha256').update(path).digest('hex').slice(0, 16)}`
}

/**
 * `POST /api/lock/unlock` `{path, password}` checks a locked page's password and, when it is right, sets an
 * HttpOnly cookie named after that page; `GET /api/lock/status?path=` says whether the request carries it.
 */
export function lockRoutes(db: Queryable, options: LockRoutesOptions = {}): Hono {
  const locks = new Map((options.locks ?? demoPageLocks).map((lock) => [lock.path, lock.passwordHash]))
  const allow = databaseRateLimiter(db, options.now)
  const secret = options.secret ?? randomBytes(32)
  const tokenFor = (path: string) => createHmac('sha256', secret).update(path).digest('base64url')
  const isUnlocked = (c: Context, path: string) => {
    const token = Buffer.from(getCookie(c, unlockCookieName(path)) ?? '')
    const expected = Buffer.from(tokenFor(path))
    return token.length === expected.length && timingSafeEqual(token, expected)
  }

  return new Hono()
    .post('/unlock', validBody(unlockRequest, jsonBody), async (c) => {
      const { path, password } = c.get('body')
      // Counted before the hash is computed, so a flood of guesses costs the server no scrypt work.
      if (!(await allow('page-unlock', clientAddress(c) ?? 'unknown', options.rateLimit ?? UNLOCK_RATE_LIMIT))) {
        return problemResponse(429, { code: 'rateLimited', error: lockMessages.rateLimited })
      }
      const passwordHash = locks.get(path)
      if (!passwordHash) return problemResponse(404, { code: 'notLocked', error: lockMessages.notLocked })
      if (!(await verifyPagePassword(password, passwordHash))) {
        return problemResponse(401, { code: 'wrongPassword', error: lockMessages.wrongPassword })
      }
      // Path=/ so that the status route sees it too; its name, not its path, ties it to one page.
      setCookie(c, unlockCookieName(path), tokenFor(path), {
        path: '/',
        httpOnly: true,
        sameSite: 'Lax',
        secure: new URL(c.req.url).protocol === 'https:',
      })
      return c.body(null, 204)
    })
    .get('/status', (c) => {
      const parsed = pagePath.safeParse(c.req.query('path'))
      if (!parsed.success) {
        return problemResponse(400, { code: 'invalidRequest', error: 'The query needs a page path: ?path=/page/' })
      }
      const path = parsed.data
      return c.json({ path, locked: locks.has(path), unlocked: locks.has(path) && isUnlocked(c, path) })
    })
}
