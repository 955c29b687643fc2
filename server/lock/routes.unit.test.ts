import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { postJson, useTestServer } from '../testing.ts'
import { hashPagePassword } from './page-password.ts'
import { lockMessages, lockRoutes, unlockCookieName, type LockRoutesOptions } from './routes.ts'

const server = useTestServer('rate_limit_windows')
const path = '/members/'

async function lockApp(options: LockRoutesOptions = {}): Promise<Hono> {
  const locks = [{ path, passwordHash: await hashPagePassword('hunter2') }]
  return new Hono().route('/api/lock', lockRoutes(server.db, { locks, ...options }))
}

const unlock = (app: Hono, body: unknown, init: RequestInit = {}) =>
  app.request('/api/lock/unlock', { ...postJson(body), ...init })

const unlockCookie = (response: Response) =>
  response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${unlockCookieName(path)}=`))

const status = (app: Hono, cookie?: string) =>
  app.request(`/api/lock/status?path=${encodeURIComponent(path)}`, { headers: cookie ? { Cookie: cookie } : {} })

describe('POST /api/lock/unlock', () => {
  it('sets an HttpOnly cookie named after the page when the password is right, and the cookie unlocks it', async () => {
    const app = await lockApp()
    const response = await unlock(app, { path, password: 'hunter2' })
    expect(response.status).toBe(204)
    const cookie = unlockCookie(response)!
    expect(cookie).toMatch(/; Path=\/; HttpOnly; SameSite=Lax$/)
    expect(await (await status(app)).json()).toEqual({ path, locked: true, unlocked: false })
    expect(await (await status(app, cookie.split(';')[0])).json()).toEqual({ path, locked: true, unlocked: true })
  })

  it('answers 401 with a sentence to show for a wrong password, and sets no cookie', async () => {
    const response = await unlock(await lockApp(), { path, password: 'hunter3' })
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ code: 'wrongPassword', error: lockMessages.wrongPassword })
    expect(unlockCookie(response)).toBe(undefined)
  })

  it('does not take a forged cookie or one from another server start', async () => {
    const app = await lockApp()
    expect(await (await status(app, `${unlockCookieName(path)}=forged`)).json()).toMatchObject({ unlocked: false })
    const other = await lockApp()
    const cookie = unlockCookie(await unlock(other, { path, password: 'hunter2' }))!
    expect(await (await status(app, cookie.split(';')[0])).json()).toMatchObject({ unlocked: false })
  })

  it('limits each address to five attempts a minute, right or wrong', async () => {
    let time = 0
    const app = await lockApp({ now: () => time })
    for (let attempt = 0; attempt < 5; attempt++) expect((await unlock(app, { path, password: 'wrong' })).status).toBe(401)
    const refused = await unlock(app, { path, password: 'hunter2' })
    expect(refused.status).toBe(429)
    expect(await refused.json()).toEqual({ code: 'rateLimited', error: lockMessages.rateLimited })
    time = 60_000
    expect((await unlock(app, { path, password: 'hunter2' })).status).toBe(204)
  })

  it('answers 404 for a page that is not locked, and 400 for a body that does not match', async () => {
    const app = await lockApp()
    expect((await unlock(app, { path: '/open/', password: 'x' })).status).toBe(404)
    for (const body of [{ path }, { path: 'members', password: 'x' }, { path, password: '' }]) {
      const response = await unlock(app, body)
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({ code: 'invalidRequest' })
    }
  })
})

describe('the lock routes in the app', () => {
  it('unlock the demo page with its password, behind the crumb check', async () => {
    const body = { path: '/ss-lock-screen/', password: 'open sesame' }
    expect((await server.app.request('/api/lock/unlock', { method: 'POST', body: JSON.stringify(body) })).status).toBe(403)
    expect((await server.app.request('/api/lock/unlock', postJson(body))).status).toBe(204)
  })
})
