// For the server's tests of the site-user, header/footer and multilingual routes: a browser's cookies between
// calls, and a login that keeps the answer's xsrf token to send back as a page does.
import type { Hono } from 'hono'
import { TEST_CRUMB } from '../testing.ts'
import { XSRF_HEADER } from './sessions.ts'

export const DEMO_MEMBER = { email: 'member@example.com', password: 'member password' } as const
export const DEMO_EDITOR = { email: 'editor@example.com', password: 'editor password' } as const

export interface SiteVisitor {
  /** The cookies the visitor holds, by name. */
  jar: Map<string, string>
  /** The xsrf token of the last login, sent in `X-XSRF-Token` while set. */
  xsrfToken: string | undefined
  call(method: string, path: string, body?: unknown): Promise<Response>
  login(credentials: { email: string; password: string; rememberMe?: boolean }): Promise<Response>
}

/** A visitor with a page's crumb, whose cookies are kept between calls as a browser keeps them. */
export function siteVisitor(app: () => Hono): SiteVisitor {
  const visitor: SiteVisitor = {
    jar: new Map([['crumb', TEST_CRUMB]]),
    xsrfToken: undefined,
    async call(method, path, body) {
      const response = await app().request(path, {
        method,
        headers: {
          Cookie: [...visitor.jar].map(([name, value]) => `${name}=${value}`).join('; '),
          'X-CSRF-Token': TEST_CRUMB,
          ...(visitor.xsrfToken === undefined ? {} : { [XSRF_HEADER]: visitor.xsrfToken }),
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      for (const header of response.headers.getSetCookie()) {
        const [pair = ''] = header.split(';')
        const [name = '', value = ''] = pair.split('=')
        if (/Max-Age=0/i.test(header)) visitor.jar.delete(name)
        else visitor.jar.set(name, value)
      }
      return response
    },
    async login(credentials) {
      const response = await visitor.call('POST', '/api/site-users/account/session', credentials)
      if (response.ok) visitor.xsrfToken = ((await response.clone().json()) as { xsrfToken: string }).xsrfToken
      return response
    },
  }
  return visitor
}
