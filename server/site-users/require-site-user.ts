import { getCookie } from 'hono/cookie'
import { createMiddleware } from 'hono/factory'
import type { Queryable } from '../db/database.ts'
import { problemResponse } from '../http/problem.ts'
import { findSession, isSessionXsrfToken, SESSION_COOKIE, XSRF_HEADER, type SiteUser } from './sessions.ts'

export const siteUserMessages = {
  loginRequired: 'Log in to your account to do this.',
  xsrfFail: 'This page’s login has expired. Reload the page, log in again, then try again.',
  editorRequired: 'Only an editor of this site may change this.',
} as const

/** 403 `xsrfFail`: the request comes with a session but without that session's xsrf token. */
export function xsrfFailure(): Response {
  return problemResponse(403, { code: 'xsrfFail', error: siteUserMessages.xsrfFail })
}

export interface RequireSiteUserOptions {
  /** Only a site user who may edit the site passes. */
  editor?: boolean
  now?: () => number
}

/**
 * Lets a write through only from a logged-in site user whose request carries the session's xsrf token in
 * `X-XSRF-Token`; the user is then `c.get('siteUser')`. Without a live session the answer is 401 with
 * `loginRequired` (the flag the data layer acts on), with a wrong or missing token 403 `xsrfFail`.
 */
export function requireSiteUser(db: Queryable, { editor = false, now = Date.now }: RequireSiteUserOptions = {}) {
  return createMiddleware<{ Variables: { siteUser: SiteUser } }>(async (c, next) => {
    const session = await findSession(db, getCookie(c, SESSION_COOKIE), now())
    if (!session) {
      return c.json({ code: 'loginRequired', error: siteUserMessages.loginRequired, loginRequired: true }, 401)
    }
    if (!isSessionXsrfToken(session, c.req.header(XSRF_HEADER))) {
      return xsrfFailure()
    }
    if (editor && !session.user.isEditor) {
      return problemResponse(403, { code: 'editorRequired', error: siteUserMessages.editorRequired })
    }
    c.set('siteUser', session.user)
    await next()
  })
}
