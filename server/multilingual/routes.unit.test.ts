import { describe, expect, it } from 'vitest'
import { DEMO_EDITOR, DEMO_MEMBER, siteVisitor } from '../site-users/testing.ts'
import { TEST_DATABASE_NAME, useTestServer } from '../testing.ts'
import { MAX_LANGUAGES } from './routes.ts'

const server = useTestServer('multilingual_settings, site_user_sessions, rate_limit_windows')
const visitor = () => siteVisitor(() => server.app)
const read = async (what: string) => (await visitor().call('GET', `/api/multilingual/${what}`)).json()

async function editor() {
  const signedIn = visitor()
  await signedIn.login(DEMO_EDITOR)
  return signedIn
}

describe(`/api/multilingual (${TEST_DATABASE_NAME})`, () => {
  it('reads a site without languages as not connected', async () => {
    expect(await read('settings')).toEqual({ connected: false, defaultLanguage: null, languages: [] })
    expect(await read('status')).toEqual({ connected: false })
    expect(await read('languages')).toEqual({ languages: [] })
  })

  it("stores an editor's languages in their canonical spelling, the first being the default, and connects the site", async () => {
    const response = await (await editor()).call('PUT', '/api/multilingual/languages', { languages: ['en', 'fr-ca', 'zh-hant-tw'] })
    expect(response.status).toBe(200)
    const settings = { connected: true, defaultLanguage: 'en', languages: ['en', 'fr-CA', 'zh-Hant-TW'] }
    expect(await response.json()).toEqual(settings)
    expect(await read('settings')).toEqual(settings)
    expect(await read('status')).toEqual({ connected: true })
    expect(await read('languages')).toEqual({ languages: settings.languages })
  })

  it('forgets the languages when the connection is deleted', async () => {
    const signedIn = await editor()
    await signedIn.call('PUT', '/api/multilingual/languages', { languages: ['de', 'en'] })
    expect((await signedIn.call('DELETE', '/api/multilingual/connection')).status).toBe(204)
    expect(await read('settings')).toEqual({ connected: false, defaultLanguage: null, languages: [] })
  })

  it('answers 400 for no language, a repeated one, one that is not a tag, or too many', async () => {
    const signedIn = await editor()
    const tooMany = Array.from({ length: MAX_LANGUAGES + 1 }, (_, index) => `x-${String(index).padStart(2, '0')}aaaa`)
    for (const languages of [[], ['en', 'EN'], ['en', 'not a tag'], tooMany]) {
      const response = await signedIn.call('PUT', '/api/multilingual/languages', { languages })
      expect(response.status, JSON.stringify(languages)).toBe(400)
    }
  })

  it('refuses the writes to a visitor (401), to a member (403) and without the xsrf token (403)', async () => {
    const member = visitor()
    await member.login(DEMO_MEMBER)
    const withoutToken = await editor()
    withoutToken.xsrfToken = undefined
    for (const [who, status] of [[visitor(), 401], [member, 403], [withoutToken, 403]] as const) {
      expect((await who.call('PUT', '/api/multilingual/languages', { languages: ['en'] })).status).toBe(status)
      expect((await who.call('DELETE', '/api/multilingual/connection')).status).toBe(status)
    }
    expect(await read('status')).toEqual({ connected: false })
  })
})
