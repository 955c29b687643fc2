import { Hono } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { z } from 'zod'
import { CART_COOKIE, HAS_CART_COOKIE } from '../../core/commerce/cart-cookies.ts'
import type { Queryable } from '../db/database.ts'
import { databaseRateLimiter, type RateLimit } from '../forms/rate-limit.ts'
import { clientAddress } from '../http/client-address.ts'
import { problemResponse } from '../http/problem.ts'
import { validQuery } from '../http/valid-query.ts'
import { languageTag } from '../http/language-tag.ts'
import { jsonBody, validBody } from '../http/valid-body.ts'
import { verifyPagePassword } from '../lock/page-password.ts'
import { requireSiteUser, xsrfFailure } from './require-site-user.ts'
import {
  endSession,
  findSession,
  isSessionXsrfToken,
  REMEMBERED_SESSION_LIFETIME_MS,
  SESSION_COOKIE,
  startSession,
  XSRF_HEADER,
} from './sessions.ts'

/** Ten tries a minute from one address, and ten for one email address from anywhere. */
export const LOGIN_RATE_LIMIT: RateLimit = { limit: 10, windowMs: 60_000 }

export const loginMessages = {
  wrongCredentials: 'That email address and password do not match an account.',
  rateLimited: 'Too many attempts. Wait a minute, then try again.',
} as const

// An unknown email address still costs one scrypt check, so the answer's time does not tell which addresses exist.
const UNKNOWN_USER_HASH = 'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'

const loginRequest = z.object({
  email: z.email().max(254),
  password: z.string().min(1).max(1024),
  rememberMe: z.boolean().default(false),
})
const logoutQuery = z.object({ cloneCart: z.enum(['true', 'false']).default('false') })
const localeRequest = z.object({ language: languageTag.optional() })

export interface SiteUserRoutesOptions {
  rateLimit?: RateLimit
  now?: () => number
}

/**
 * The site user's account session: `POST /session` logs in and answers `{xsrfToken}`, `DELETE
 * /session?cloneCart=` logs out, `POST /locale` `{language?}` keeps the account's language.
 */
export function siteUserRoutes(db: Queryable, options: SiteUserRoutesOptions = {}): Hono {
  const now = options.now ?? Date.now
  const allow = databaseRateLimiter(db, now)
  const limit = options.rateLimit ?? LOGIN_RATE_LIMIT
  const signedIn = requireSiteUser(db, { now })

  return new Hono()
    .post('/session', validBody(loginRequest, jsonBody), async (c) => {
      const { email, password, rememberMe } = c.get('body')
      const address = email.toLowerCase()
      // Counted before the hash is computed, so that a flood of guesses costs no scrypt work.
      const allowed = (await allow('site-user-login', clientAddress(c) ?? 'unknown', limit)) && (await allow('site-user-login-email', address, limit))
      if (!allowed) return problemResponse(429, { code: 'rateLimited', error: loginMessages.rateLimited })
      const [user] = await db.query('select id, password_hash from site_users where email = $1', [address])
      const matches = await verifyPagePassword(password, String(user?.['password_hash'] ?? UNKNOWN_USER_HASH))
      if (!user || !matches) return problemResponse(401, { code: 'wrongCredentials', error: loginMessages.wrongCredentials })
      // A login replaces the session this browser had, so that no forgotten session stays usable.
      const previous = getCookie(c, SESSION_COOKIE)
      if (previous) await endSession(db, previous, now())
      const session = await startSession(db, String(user['id']), rememberMe, now())
      setCookie(c, SESSION_COOKIE, session.token, {
        path: '/',
        httpOnly: true,
        sameSite: 'Lax',
        secure: new URL(c.req.url).protocol === 'https:',
        ...(rememberMe ? { maxAge: REMEMBERED_SESSION_LIFETIME_MS / 1000 } : {}),
      })
      return c.json({ xsrfToken: session.xsrfToken })
    })
    .delete('/session', async (c) => {
      const { cloneCart } = validQuery(c, logoutQuery)
      const token = getCookie(c, SESSION_COOKIE)
      const session = await findSession(db, token, now())
      // A live session ends only with its xsrf token; a cookie naming no live session is merely cleared.
      if (session && !isSessionXsrfToken(session, c.req.header(XSRF_HEADER))) return xsrfFailure()
      if (token) await endSession(db, token, now())
      deleteCookie(c, SESSION_COOKIE, { path: '/' })
      // The reference server's carts belong to the browser, not to the account: cloning keeps the visitor's cart.
      if (cloneCart === 'false') {
        deleteCookie(c, CART_COOKIE, { path: '/' })
        deleteCookie(c, HAS_CART_COOKIE, { path: '/' })
      }
      return c.body(null, 204)
    })
    .post('/locale', signedIn, validBody(localeRequest, jsonBody), async (c) => {
      const { language } = c.get('body')
      // Without a language (the page's translation widget has none) the stored one stays.
      const [row] = await db.query(
        'update site_users set locale = coalesce($1, locale) where id = $2 returning locale',
        [language ?? null, c.get('siteUser').id],
      )
      return c.json({ language: row?.['locale'] ?? null })
    })
}

