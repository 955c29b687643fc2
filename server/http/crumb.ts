import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Context, MiddlewareHandler } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import { isFormBody, uncheckedFormBody } from './valid-body.ts'

/** The CSRF token cookie; the page's script reads it, so it is not HttpOnly. */
export const CRUMB_COOKIE = 'crumb'

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * Crumbs this server can verify: `<43 random characters>.<their HMAC-SHA256 under the server's key>`, both
 * url-safe base64. A crumb made up by a client fails the check, so a fresh crumb per request means asking the
 * server for one.
 */
export interface Crumbs {
  create(): string
  isGenuine(crumb: string): boolean
}

export function signedCrumbs(key: string): Crumbs {
  const sign = (nonce: string) => createHmac('sha256', key).update(nonce).digest('base64url')
  return {
    create() {
      const nonce = randomBytes(32).toString('base64url')
      return `${nonce}.${sign(nonce)}`
    },
    isGenuine(crumb) {
      const [nonce, signature, ...rest] = crumb.split('.')
      return Boolean(nonce) && signature !== undefined && rest.length === 0 && sameSecret(sign(nonce!), signature)
    },
  }
}

/**
 * Gives every page a crumb on its first load, so that its script can send the crumb back on API calls; a page
 * whose crumb this server did not sign gets a new one.
 */
export function issueCrumbOnPageLoad(crumbs: Crumbs): MiddlewareHandler {
  return async (c, next) => {
    await next()
    const isPageLoad = c.req.method === 'GET' || c.req.method === 'HEAD'
    const isHtml = c.res.headers.get('content-type')?.startsWith('text/html') ?? false
    const crumb = getCookie(c, CRUMB_COOKIE)
    if (isPageLoad && isHtml && !(crumb && crumbs.isGenuine(crumb))) issueCrumb(c, crumbs)
  }
}

/**
 * Lets an unsafe request through only when its crumb cookie is one this server signed and the request presents
 * the same value in the `crumb` query term, the `X-CSRF-Token` header or a `crumb` form field. Otherwise answers
 * `crumbFail` with a fresh crumb, which the client reads for its single retry.
 */
export function requireCrumb(crumbs: Crumbs): MiddlewareHandler {
  return async (c, next) => {
    if (!UNSAFE_METHODS.has(c.req.method)) return next()
    const expected = getCookie(c, CRUMB_COOKIE)
    const presented = c.req.query('crumb') ?? c.req.header('x-csrf-token') ?? (await crumbFormField(c))
    if (expected && presented && sameSecret(expected, presented) && crumbs.isGenuine(expected)) return next()
    issueCrumb(c, crumbs)
    return c.json({ crumbFail: true, error: 'crumbFail' }, 403)
  }
}

function issueCrumb(c: Context, crumbs: Crumbs): void {
  setCookie(c, CRUMB_COOKIE, crumbs.create(), { path: '/', sameSite: 'Lax' })
}

async function crumbFormField(c: Context): Promise<string | undefined> {
  if (!isFormBody(c)) return undefined
  // A malformed form simply carries no crumb.
  const form = await uncheckedFormBody(c).catch(() => ({}) as Record<string, unknown>)
  const crumb = form['crumb']
  return typeof crumb === 'string' ? crumb : undefined
}

function sameSecret(expected: string, presented: string): boolean {
  const expectedBytes = Buffer.from(expected)
  const presentedBytes = Buffer.from(presented)
  return expectedBytes.length === presentedBytes.length && timingSafeEqual(expectedBytes, presentedBytes)
}
