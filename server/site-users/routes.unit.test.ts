import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { TEST_DATABASE_NAME, useTestServer } from '../testing.ts'
import { siteUserMessages } from './require-site-user.ts'
import { loginMessages, siteUserRoutes, type SiteUserRoutesOptions } from './routes.ts'
import { REMEMBERED_SESSION_LIFETIME_MS, SESSION_COOKIE, SESSION_LIFETIME_MS } from './sessions.ts'
import { DEMO_MEMBER, siteVisitor } from './testing.ts'

const server = useTestServer('site_user_sessions, rate_limit_windows')
const visitor = () => siteVisitor(() => server.app)
const sessionCookie = (response: Response) =>
  response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`))

/** The site-user routes alone, with a clock the test moves. */
function appAt(clock: { time: number }, options: SiteUserRoutesOptions = {}): Hono {
  return new Hono().route('/api/site-users/account', siteUserRoutes(server.db, { now: () => clock.time, ...options }))
}

describe(`POST /api/site-users/account/session (${TEST_DATABASE_NAME})`, () => {
  it('answers the xsrfToken and sets an HttpOnly session cookie that ends with the browser', async () => {
    const response = await visitor().login(DEMO_MEMBER)
    expect(response.status).toBe(200)
    const { xsrfToken } = (await response.json()) as { xsrfToken: string }
    expect(xsrfToken).toMatch(/^[\w-]{43}$/)
    expect(sessionCookie(response)).toMatch(new RegExp(`^${SESSION_COOKIE}=[\\w-]{43}; Path=/; HttpOnly; SameSite=Lax$`))
  })

  it('keeps a remembered session, and its cookie, for 30 days', async () => {
    const response = await visitor().login({ ...DEMO_MEMBER, rememberMe: true })
    expect(sessionCookie(response)).toContain(`; Max-Age=${REMEMBERED_SESSION_LIFETIME_MS / 1000};`)
    const [row] = await server.db.query(
      'select remember_me, extract(epoch from expires_at - created_at) * 1000 as lifetime from site_user_sessions',
    )
    expect(row).toMatchObject({ remember_me: true })
    expect(Math.round(Number(row!['lifetime']) / 1000)).toBe(REMEMBERED_SESSION_LIFETIME_MS / 1000)
  })

  it('stores only hashes of the session and xsrf tokens', async () => {
    const member = visitor()
    await member.login(DEMO_MEMBER)
    const stored = JSON.stringify(await server.db.query('select * from site_user_sessions'))
    expect(stored).not.toContain(member.jar.get(SESSION_COOKIE))
    expect(stored).not.toContain(member.xsrfToken)
  })

  it('replaces the session the browser had: the earlier one ends', async () => {
    const member = visitor()
    await member.login(DEMO_MEMBER)
    const first = { cookie: member.jar.get(SESSION_COOKIE)!, xsrfToken: member.xsrfToken }
    await member.login(DEMO_MEMBER)
    expect(await server.db.query('select 1 from site_user_sessions')).toHaveLength(1)
    member.jar.set(SESSION_COOKIE, first.cookie)
    member.xsrfToken = first.xsrfToken
    expect((await member.call('POST', '/api/site-users/account/locale', {})).status).toBe(401)
  })

  it('answers 401 with the same sentence for a wrong password and for an unknown email address', async () => {
    for (const credentials of [{ ...DEMO_MEMBER, password: 'wrong' }, { ...DEMO_MEMBER, email: 'nobody@example.com' }]) {
      const response = await visitor().login(credentials)
      expect(response.status).toBe(401)
      expect(await response.json()).toEqual({ code: 'wrongCredentials', error: loginMessages.wrongCredentials })
      expect(sessionCookie(response)).toBe(undefined)
    }
  })

  it('matches the email address whatever its case', async () => {
    expect((await visitor().login({ ...DEMO_MEMBER, email: 'Member@Example.COM' })).status).toBe(200)
  })

  it('answers 400 invalidRequest for a body without an email address or a password', async () => {
    for (const body of [{ password: 'x' }, { email: 'not an address', password: 'x' }, { email: DEMO_MEMBER.email, password: '' }]) {
      const response = await visitor().call('POST', '/api/site-users/account/session', body)
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({ code: 'invalidRequest' })
    }
  })

  it('needs the crumb, as every write does', async () => {
    const response = await server.app.request('/api/site-users/account/session', {
      method: 'POST',
      body: JSON.stringify(DEMO_MEMBER),
    })
    expect(response.status).toBe(403)
    expect(await response.json()).toMatchObject({ crumbFail: true })
  })

  it('limits one email address to ten attempts a minute, right or wrong', async () => {
    const clock = { time: 0 }
    const app = appAt(clock)
    const member = siteVisitor(() => app)
    for (let attempt = 0; attempt < 10; attempt++) expect((await member.login({ ...DEMO_MEMBER, password: 'wrong' })).status).toBe(401)
    const refused = await member.login(DEMO_MEMBER)
    expect(refused.status).toBe(429)
    expect(await refused.json()).toEqual({ code: 'rateLimited', error: loginMessages.rateLimited })
    clock.time = 60_000
    expect((await member.login(DEMO_MEMBER)).status).toBe(200)
  })
})

describe(`DELETE /api/site-users/account/session (${TEST_DATABASE_NAME})`, () => {
  it('ends the session with its xsrf token: the cookie is cleared and the session no longer works', async () => {
    const member = visitor()
    await member.login(DEMO_MEMBER)
    const oldCookie = member.jar.get(SESSION_COOKIE)
    const response = await member.call('DELETE', '/api/site-users/account/session?cloneCart=true')
    expect(response.status).toBe(204)
    expect(member.jar.has(SESSION_COOKIE)).toBe(false)
    expect(await server.db.query('select 1 from site_user_sessions')).toEqual([])
    member.jar.set(SESSION_COOKIE, oldCookie!)
    expect((await member.call('POST', '/api/site-users/account/locale', { language: 'fr' })).status).toBe(401)
  })

  it('refuses, with 403 xsrfFail, to end a live session without its xsrf token', async () => {
    const member = visitor()
    await member.login(DEMO_MEMBER)
    member.xsrfToken = undefined
    const response = await member.call('DELETE', '/api/site-users/account/session')
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({ code: 'xsrfFail', error: siteUserMessages.xsrfFail })
    expect(await server.db.query('select 1 from site_user_sessions')).toHaveLength(1)
  })

  it('keeps the cart cookies with cloneCart=true and clears them with cloneCart=false (the default)', async () => {
    for (const [query, kept] of [['?cloneCart=true', true], ['?cloneCart=false', false], ['', false]] as const) {
      const member = visitor()
      await member.login(DEMO_MEMBER)
      member.jar.set('CART', 'cart-token').set('hasCart', 'true')
      expect((await member.call('DELETE', `/api/site-users/account/session${query}`)).status).toBe(204)
      expect([member.jar.has('CART'), member.jar.has('hasCart')]).toEqual([kept, kept])
    }
  })

  it('answers 204 to a visitor without a session, and 400 to a cloneCart that is not a boolean', async () => {
    expect((await visitor().call('DELETE', '/api/site-users/account/session')).status).toBe(204)
    const response = await visitor().call('DELETE', '/api/site-users/account/session?cloneCart=yes')
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ code: 'invalidRequest' })
  })

  it('ends a session that is not remembered after 12 hours on the server', async () => {
    const clock = { time: Date.now() }
    const app = appAt(clock)
    const member = siteVisitor(() => app)
    await member.login(DEMO_MEMBER)
    expect((await member.call('POST', '/api/site-users/account/locale', {})).status).toBe(200)
    clock.time += SESSION_LIFETIME_MS
    expect((await member.call('POST', '/api/site-users/account/locale', {})).status).toBe(401)
  })
})

describe(`POST /api/site-users/account/locale (${TEST_DATABASE_NAME})`, () => {
  const storedLocale = async () => (await server.db.query("select locale from site_users where id = 'demo-member'"))[0]!['locale']

  it("stores the account's language in its canonical spelling, and keeps it when none is sent", async () => {
    const member = visitor()
    await member.login(DEMO_MEMBER)
    const response = await member.call('POST', '/api/site-users/account/locale', { language: 'pt-br' })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ language: 'pt-BR' })
    expect(await storedLocale()).toBe('pt-BR')
    expect(await (await member.call('POST', '/api/site-users/account/locale', {})).json()).toEqual({ language: 'pt-BR' })
  })

  it('answers 401 with loginRequired without a session, and 403 xsrfFail without the xsrf token', async () => {
    const anonymous = await visitor().call('POST', '/api/site-users/account/locale', { language: 'fr' })
    expect(anonymous.status).toBe(401)
    expect(await anonymous.json()).toEqual({ code: 'loginRequired', error: siteUserMessages.loginRequired, loginRequired: true })
    const member = visitor()
    await member.login(DEMO_MEMBER)
    member.xsrfToken = 'not-the-token'
    expect((await member.call('POST', '/api/site-users/account/locale', { language: 'fr' })).status).toBe(403)
  })

  it('answers 400 for a language that is not a language tag', async () => {
    const member = visitor()
    await member.login(DEMO_MEMBER)
    const response = await member.call('POST', '/api/site-users/account/locale', { language: 'not a language' })
    expect(response.status).toBe(400)
  })
})
