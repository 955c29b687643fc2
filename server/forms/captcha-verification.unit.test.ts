import { randomUUID } from 'node:crypto'
import { once } from 'node:events'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Hono } from 'hono'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import { DATABASE_START_TIMEOUT_MS, startTestServer, type TestServer } from '../testing.ts'
import { captchaVerifier, type CaptchaSettings } from './captcha-verification.ts'
import { FORM_LIMITS } from './rate-limit.ts'
import { formRoutes } from './routes.ts'

const SECRET = 'site-secret'
const VISITOR_ADDRESS = '203.0.113.9'

type ProviderBehaviour = 'answers' | 'fails with 500' | 'never answers'

interface SiteverifyCall {
  contentType: string | undefined
  form: Record<string, string>
}

/**
 * A siteverify endpoint on loopback that, when it answers, answers as the providers do: a token starting with
 * `solved-` passes once and is spent after, any other fails, and a wrong secret is refused.
 */
async function fakeSiteverify() {
  const calls: SiteverifyCall[] = []
  const spent = new Set<string>()
  let behaviour: ProviderBehaviour = 'answers'
  const server: Server = createServer(async (request, response) => {
    let body = ''
    for await (const chunk of request) body += String(chunk)
    const form = Object.fromEntries(new URLSearchParams(body))
    calls.push({ contentType: request.headers['content-type'], form })
    if (behaviour === 'never answers') return
    if (behaviour === 'fails with 500') return void response.writeHead(500).end('Internal Server Error')
    const token = form['response'] ?? ''
    const answer =
      form['secret'] !== SECRET
        ? { success: false, 'error-codes': ['invalid-input-secret'] }
        : token.startsWith('solved-') && !spent.has(token)
          ? { success: true, challenge_ts: new Date().toISOString(), hostname: 'localhost' }
          : { success: false, 'error-codes': [spent.has(token) ? 'timeout-or-duplicate' : 'invalid-input-response'] }
    spent.add(token)
    response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer))
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`,
    calls,
    behave(next: ProviderBehaviour) {
      behaviour = next
    },
    async close() {
      server.closeAllConnections()
      server.close()
      await once(server, 'close')
    },
  }
}

let server: TestServer
let provider: Awaited<ReturnType<typeof fakeSiteverify>>
let loggedErrors: MockInstance<typeof console.error>

beforeAll(async () => {
  ;[server, provider] = await Promise.all([startTestServer(), fakeSiteverify()])
}, DATABASE_START_TIMEOUT_MS)

afterAll(async () => {
  await Promise.all([server.close(), provider.close()])
})

beforeEach(() => {
  provider.behave('answers')
  provider.calls.length = 0
  loggedErrors = vi.spyOn(console, 'error').mockImplementation(() => {})
})

afterEach(() => {
  loggedErrors.mockRestore()
})

/** Every visitor here comes from one address, which the address limits would soon refuse. */
const limits = { ...FORM_LIMITS, perAddress: { limit: 1000, windowMs: 60_000 }, keysPerAddress: { limit: 1000, windowMs: 60_000 } }

/** The form routes as `main.ts` mounts them, verifying tokens with the fake provider. */
function formApp(settings: Partial<CaptchaSettings> = {}) {
  const verifyCaptcha = captchaVerifier({ provider: 'recaptcha', verifyUrl: provider.url, secret: SECRET, ...settings })
  return new Hono().route('/api/form', formRoutes(server.db, { verifyCaptcha, limits }))
}

const callback = { name: ['Jane', 'Doe'], phone: ['', '555', '123', '4567'] }

/** A visitor of `app`, connected from `address` (null: a request that came through no socket). */
function visitor(app: Hono, address: string | null = VISITOR_ADDRESS, crumb = randomUUID()) {
  const env = address ? { incoming: { socket: { remoteAddress: address } } } : undefined
  const post = (path: string, body?: unknown) =>
    app.request(
      `/api/form/${path}`,
      {
        method: 'POST',
        headers: { Cookie: `crumb=${crumb}`, 'Content-Type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      },
      env,
    )
  return {
    key: async () => ((await (await post('FormSubmissionKey')).json()) as { key: string }).key,
    save: (key: string, captchaKey: string | undefined, form: unknown = callback) =>
      post('SaveFormSubmission', { key, formId: 'callback', form: JSON.stringify(form), captchaKey }),
  }
}

async function storedWith(key: string): Promise<number> {
  const rows = await server.db.query('select id from form_submissions where submission_key = $1', [key])
  return rows.length
}

const INCOMPLETE = { error: 'Complete CAPTCHA before submitting.' }
const UNAVAILABLE = { error: 'This service is temporarily unavailable. Please try again later.' }

describe('a captcha form, with a secret set', () => {
  it('asks the provider with secret, response and remoteip, form-encoded, and stores the submission it passes', async () => {
    const page = visitor(formApp())
    const key = await page.key()

    const response = await page.save(key, 'solved-1')

    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({})
    expect(provider.calls).toEqual([
      {
        contentType: expect.stringMatching(/^application\/x-www-form-urlencoded/),
        form: { secret: SECRET, response: 'solved-1', remoteip: VISITOR_ADDRESS },
      },
    ])
    expect(await storedWith(key)).toBe(1)
  })

  it('sends an IPv4 visitor’s address as such when the socket maps it to IPv6', async () => {
    const page = visitor(formApp(), `::ffff:${VISITOR_ADDRESS}`)

    expect((await page.save(await page.key(), 'solved-ipv4')).status).toBe(200)
    expect(provider.calls.map((call) => call.form['remoteip'])).toEqual([VISITOR_ADDRESS])
  })

  it('leaves remoteip out when the visitor’s address is not known', async () => {
    const page = visitor(formApp(), null)

    expect((await page.save(await page.key(), 'solved-2')).status).toBe(200)
    expect(provider.calls.map((call) => call.form)).toEqual([{ secret: SECRET, response: 'solved-2' }])
  })

  it('answers a token the provider rejects as a missing one, 400, and stores nothing', async () => {
    const page = visitor(formApp())
    const keys = [await page.key(), await page.key(), await page.key()]

    const answers = [
      await page.save(keys[0]!, undefined),
      await page.save(keys[1]!, 'made-up'),
      await page.save(keys[2]!, 'made-up'),
    ]

    for (const answer of answers) {
      expect(answer.status).toBe(400)
      expect(await answer.json()).toEqual(INCOMPLETE)
    }
    expect(provider.calls).toHaveLength(2)
    for (const key of keys) expect(await storedWith(key)).toBe(0)
  })

  it('refuses a token that already passed once, for a new key', async () => {
    const page = visitor(formApp())
    const [first, second] = [await page.key(), await page.key()]

    expect((await page.save(first, 'solved-3')).status).toBe(200)
    const reused = await page.save(second, 'solved-3')

    expect(reused.status).toBe(400)
    expect(await reused.json()).toEqual(INCOMPLETE)
    expect(await storedWith(second)).toBe(0)
  })

  it('does not spend the token on a form whose fields must be corrected first', async () => {
    const page = visitor(formApp())

    const invalid = await page.save(await page.key(), 'solved-4', { name: ['', ''], phone: ['', '', '', ''] })
    expect(invalid.status).toBe(400)
    expect(provider.calls).toEqual([])

    expect((await page.save(await page.key(), 'solved-4')).status).toBe(200)
  })

  it('answers a retry of a stored submission with 200 without asking the provider again, storing it once', async () => {
    const page = visitor(formApp())
    const key = await page.key()

    const answers = [await page.save(key, 'solved-5'), await page.save(key, 'solved-5')]

    expect(answers.map((answer) => answer.status)).toEqual([200, 200])
    expect(provider.calls).toHaveLength(1)
    expect(await storedWith(key)).toBe(1)
  })

  it('answers 200 to every copy of a request sent many times at once, asking the provider and storing once', async () => {
    const page = visitor(formApp())
    const key = await page.key()

    const answers = await Promise.all([1, 2, 3].map(() => page.save(key, 'solved-6')))

    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200])
    expect(provider.calls).toHaveLength(1)
    expect(await storedWith(key)).toBe(1)
  })

  it('asks the provider once when copies of a request reach two servers on one database at once', async () => {
    const [first, second] = [formApp(), formApp()]
    const crumb = randomUUID()
    const key = await visitor(first, VISITOR_ADDRESS, crumb).key()

    const answers = await Promise.all([first, second, first, second].map((app) => visitor(app, VISITOR_ADDRESS, crumb).save(key, 'solved-6b')))

    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200])
    expect(provider.calls).toHaveLength(1)
    expect(await storedWith(key)).toBe(1)
  })

  it('answers 503 with a sentence, stores nothing and logs why, when the provider fails', async () => {
    provider.behave('fails with 500')
    const page = visitor(formApp())
    const key = await page.key()

    const response = await page.save(key, 'solved-7')

    expect(response.status).toBe(503)
    expect(await response.json()).toEqual(UNAVAILABLE)
    expect(await storedWith(key)).toBe(0)
    expect(loggedErrors).toHaveBeenCalledWith(expect.stringMatching(/captcha verification with recaptcha .* HTTP 500/))
  })

  it('answers 503 when the provider cannot be reached', async () => {
    const closed = await fakeSiteverify()
    await closed.close()
    const page = visitor(formApp({ verifyUrl: closed.url }))
    const key = await page.key()

    const response = await page.save(key, 'solved-8')

    expect(response.status).toBe(503)
    expect(await response.json()).toEqual(UNAVAILABLE)
    expect(await storedWith(key)).toBe(0)
  })

  it('answers 503 after 5 seconds when the provider never answers, storing nothing', async () => {
    provider.behave('never answers')
    const page = visitor(formApp())
    const key = await page.key()

    const startedAt = performance.now()
    const response = await page.save(key, 'solved-9')
    const waited = performance.now() - startedAt

    expect(response.status).toBe(503)
    expect(await response.json()).toEqual(UNAVAILABLE)
    expect(waited).toBeGreaterThanOrEqual(4_900)
    expect(waited).toBeLessThan(10_000)
    expect(await storedWith(key)).toBe(0)
  }, 20_000)

  it('answers 503, not 400, when the provider refuses the secret: the visitor cannot fix that', async () => {
    const page = visitor(formApp({ secret: 'wrong-secret' }))
    const key = await page.key()

    const response = await page.save(key, 'solved-10')

    expect(response.status).toBe(503)
    expect(await storedWith(key)).toBe(0)
    expect(loggedErrors).toHaveBeenCalledWith(expect.stringMatching(/secret was refused \(invalid-input-secret\)/))
  })

  it('never asks the provider about a form without a captcha', async () => {
    const app = formApp()
    const crumb = randomUUID()
    const headers = { Cookie: `crumb=${crumb}` }
    const { key } = (await (await app.request('/api/form/FormSubmissionKey', { method: 'POST', headers })).json()) as {
      key: string
    }
    const form = JSON.stringify({ email: 'sam@example.com', name: ['', ''] })

    const response = await app.request('/api/form/SaveFormSubmission', {
      method: 'POST',
      headers,
      body: JSON.stringify({ key, formId: 'newsletter', form, captchaKey: 'solved-11' }),
    })

    expect(response.status).toBe(200)
    expect(provider.calls).toEqual([])
  })
})

describe('a captcha form, without a secret', () => {
  it('accepts any token on presence alone, without asking anyone', async () => {
    const page = visitor(formApp({ secret: undefined }))
    const key = await page.key()

    expect((await page.save(key, 'made-up')).status).toBe(200)
    expect(provider.calls).toEqual([])
    expect(await storedWith(key)).toBe(1)
  })
})
