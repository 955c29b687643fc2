import { describe, expect, it } from 'vitest'
import { siteUserMessages } from '../site-users/require-site-user.ts'
import { DEMO_EDITOR, DEMO_MEMBER, siteVisitor } from '../site-users/testing.ts'
import { TEST_DATABASE_NAME, useTestServer } from '../testing.ts'
import { EMPTY_HEADER_FOOTER } from './routes.ts'

const server = useTestServer('site_header_footer, site_user_sessions, rate_limit_windows')
const visitor = () => siteVisitor(() => server.app)
const path = '/api/site-header-footer'
const saved = { header: { layout: 'centered', links: [{ title: 'Shop', href: '/shop' }] }, footer: { text: '© Example' } }

async function editor() {
  const signedIn = visitor()
  await signedIn.login(DEMO_EDITOR)
  return signedIn
}

describe(`/api/site-header-footer (${TEST_DATABASE_NAME})`, () => {
  it('answers an empty header and footer before any is saved', async () => {
    const response = await visitor().call('GET', path)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual(EMPTY_HEADER_FOOTER)
  })

  it("stores an editor's header and footer, which every visitor then reads, also from another server", async () => {
    const response = await (await editor()).call('PUT', path, saved)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual(saved)
    expect(await (await visitor().call('GET', path)).json()).toEqual(saved)
    expect(await (await server.anotherApp().request(path)).json()).toEqual(saved)
  })

  it('replaces the stored pair on the next PUT', async () => {
    const signedIn = await editor()
    await signedIn.call('PUT', path, saved)
    const next = { header: { layout: 'left' }, footer: {} }
    await signedIn.call('PUT', path, next)
    expect(await (await visitor().call('GET', path)).json()).toEqual(next)
  })

  it('refuses a write without a session (401 loginRequired), without the xsrf token (403) and from a member (403)', async () => {
    const anonymous = await visitor().call('PUT', path, saved)
    expect(anonymous.status).toBe(401)
    expect(await anonymous.json()).toMatchObject({ loginRequired: true })

    const withoutToken = await editor()
    withoutToken.xsrfToken = undefined
    const noToken = await withoutToken.call('PUT', path, saved)
    expect(noToken.status).toBe(403)
    expect(await noToken.json()).toMatchObject({ code: 'xsrfFail' })

    const member = visitor()
    await member.login(DEMO_MEMBER)
    const notEditor = await member.call('PUT', path, saved)
    expect(notEditor.status).toBe(403)
    expect(await notEditor.json()).toEqual({ code: 'editorRequired', error: siteUserMessages.editorRequired })

    expect(await (await visitor().call('GET', path)).json()).toEqual(EMPTY_HEADER_FOOTER)
  })

  it('answers 400 invalidRequest for a body without both objects', async () => {
    const signedIn = await editor()
    for (const body of [{ header: {} }, { header: 'text', footer: {} }, [saved]]) {
      const response = await signedIn.call('PUT', path, body)
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({ code: 'invalidRequest' })
    }
  })
})
