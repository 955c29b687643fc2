import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Queryable } from '../db/database.ts'

/** The HttpOnly cookie that carries a site user's session token. */
export const SESSION_COOKIE = 'ss-site-user'
/** The header that must carry the login's `xsrfToken` on every later write. */
export const XSRF_HEADER = 'X-XSRF-Token'
/** A session without "remember me" ends with the browser, and on the server after 12 hours at the latest. */
export const SESSION_LIFETIME_MS = 12 * 60 * 60 * 1000
/** "Remember me" keeps the session, and its cookie, for 30 days. */
export const REMEMBERED_SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000

export interface SiteUser {
  id: string
  email: string
  isEditor: boolean
}

export interface SiteUserSession {
  user: SiteUser
  xsrfTokenHash: Buffer
}

export interface NewSession {
  /** Goes in the session cookie. */
  token: string
  /** Goes to the page, which sends it back in {@link XSRF_HEADER}. */
  xsrfToken: string
  expiresAt: number
}

const newToken = () => randomBytes(32).toString('base64url')
const hashOf = (token: string) => createHash('sha256').update(token).digest()

/** Starts a session for `userId`; only the hashes of its two tokens are stored. */
export async function startSession(db: Queryable, userId: string, rememberMe: boolean, now: number): Promise<NewSession> {
  const session = {
    token: newToken(),
    xsrfToken: newToken(),
    expiresAt: now + (rememberMe ? REMEMBERED_SESSION_LIFETIME_MS : SESSION_LIFETIME_MS),
  }
  await db.query(
    `insert into site_user_sessions (token_hash, xsrf_token_hash, site_user_id, remember_me, expires_at)
     values ($1, $2, $3, $4, to_timestamp($5::double precision / 1000))`,
    [hashOf(session.token).toString('base64url'), hashOf(session.xsrfToken).toString('base64url'), userId, rememberMe, session.expiresAt],
  )
  return session
}

/** The live session the cookie's token names, with its user; `undefined` for an unknown or ended one. */
export async function findSession(db: Queryable, token: string | undefined, now: number): Promise<SiteUserSession | undefined> {
  if (!token) return undefined
  const [row] = await db.query(
    `select s.xsrf_token_hash, u.id, u.email, u.is_editor
       from site_user_sessions s join site_users u on u.id = s.site_user_id
      where s.token_hash = $1 and s.expires_at > to_timestamp($2::double precision / 1000)`,
    [hashOf(token).toString('base64url'), now],
  )
  if (!row) return undefined
  return {
    user: { id: String(row['id']), email: String(row['email']), isEditor: row['is_editor'] === true },
    xsrfTokenHash: Buffer.from(String(row['xsrf_token_hash']), 'base64url'),
  }
}

/** Whether `sent` is the session's xsrf token; the hashes are compared in constant time. */
export function isSessionXsrfToken(session: SiteUserSession, sent: string | undefined): boolean {
  return sent !== undefined && timingSafeEqual(hashOf(sent), session.xsrfTokenHash)
}

/** Ends the session the token names, and every ended session along the way. */
export async function endSession(db: Queryable, token: string, now: number): Promise<void> {
  await db.query(
    'delete from site_user_sessions where token_hash = $1 or expires_at <= to_timestamp($2::double precision / 1000)',
    [hashOf(token).toString('base64url'), now],
  )
}
