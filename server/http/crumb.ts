import { randomBytes, timingSafeEqual } from 'node:crypto'
import type { Context, MiddlewareHandler } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import { formBody, isFormBody } from './valid-body.ts'

/** The CSRF token cookie of 000 §3; the page's script reads it, so it is not HttpOnly. */
export const CRUMB_COOKIE = 'crumb'

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** Gives every page a crumb on its first load, so that its script can send the crumb back on API calls. */
export const issueCrumbOnPageLoad: MiddlewareHandler = async (c, next) => {
  await next()
  const isPageLoad = c.req.method === 'GET' || c.req.method === 'HEAD'
  const isHtml = c.res.headers.get('content-type')?.startsWith('text/html') ?? false
  if (isPageLoad && isHtml && !getCookie(c, CRUMB_COOKIE)) issueCrumb(c)
}

/**
 * Lets an unsafe request through only when it presents the crumb cookie's value in the `crumb` query term,
 * the `X-CSRF-Token` header or a `crumb` form field. Otherwise answers `crumbFail` with a fresh crumb, which the
 * client reads for its single retry (000 §4, §8).
 */
export const requireCrumb: MiddlewareHandler = async (c, next) => {
  if (!UNSAFE_METHODS.has(c.req.method)) return next()
  const expected = getCookie(c, CRUMB_COOKIE)
  const presented = c.req.query('crumb') ?? c.req.header('x-csrf-token') ?? (await crumbFormField(c))
  if (expected && presented && sameSecret(expected, presented)) return next()
  issueCrumb(c)
  return c.json({ crumbFail: true, error: 'crumbFail' }, 403)
}

function issueCrumb(c: Context): void {
  setCookie(c, CRUMB_COOKIE, randomBytes(32).toString('base64url'), { path: '/', sameSite: 'Lax' })
}

async function crumbFormField(c: Context): Promise<string | undefined> {
  if (!isFormBody(c)) return undefined
  // A malformed form simply carries no crumb.
  const form = await formBody(c).catch(() => ({}) as Record<string, unknown>)
  const crumb = form['crumb']
  return typeof crumb === 'string' ? crumb : undefined
}

function sameSecret(expected: string, presented: string): boolean {
  const expectedBytes = Buffer.from(expected)
  const presentedBytes = Buffer.from(presented)
  return expectedBytes.length === presentedBytes.length && timingSafeEqual(expectedBytes, presentedBytes)
}
