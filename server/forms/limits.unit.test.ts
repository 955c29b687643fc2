import type { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { newCrumb, TEST_DATABASE_NAME, useTestServer } from '../testing.ts'
import { FORM_LIMITS } from './rate-limit.ts'

const server = useTestServer('rate_limit_windows, form_submissions')
const RATE_LIMITED = { error: 'Unable to submit form. Submission rate limit exceeded. Please try again later.' }
let addressCount = 0

/**
 * The limits count in windows aligned on the minute: a test that crossed a minute's end would start counting
 * again. Its servers' clock starts at a window's start and runs from there.
 */
function clockAtWindowStart(): () => number {
  const start = Math.ceil(Date.now() / FORM_LIMITS.perAddress.windowMs) * FORM_LIMITS.perAddress.windowMs
  const startedAt = performance.now()
  return () => start + (performance.now() - startedAt)
}

/** A new client address, as the Node server hands it to the app. */
function newAddress(): { incoming: { socket: { remoteAddress: string } } } {
  addressCount += 1
  return { incoming: { socket: { remoteAddress: `198.51.100.${addressCount}` } } }
}

/** A page with a crumb of its own, at `address`, calling `app`. */
function visitor(app: Hono, address = newAddress(), crumb = newCrumb()) {
  const post = (path: string, body?: unknown) =>
    app.request(
      `/api/form/${path}`,
      {
        method: 'POST',
        headers: { Cookie: `crumb=${crumb}`, 'X-CSRF-Token': crumb },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      },
      address,
    )
  const key = async () => ((await (await post('FormSubmissionKey')).json()) as { key: string }).key
  return {
    key,
    askForKey: () => post('FormSubmissionKey'),
    submit: async () =>
      post('SaveFormSubmission', {
        key: await key(),
        formId: 'newsletter',
        form: JSON.stringify({ email: 'sam@example.com', name: ['', ''] }),
      }),
  }
}

describe(`the form limits, on ${TEST_DATABASE_NAME}`, () => {
  it(`refuses submissions from one address past ${FORM_LIMITS.perAddress.limit} a minute, however many crumbs it uses`, async () => {
    const app = server.anotherApp({ now: clockAtWindowStart() })
    const address = newAddress()
    const statuses: number[] = []
    for (let i = 0; i <= FORM_LIMITS.perAddress.limit; i++) statuses.push((await visitor(app, address).submit()).status)

    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true)
    const refused = await visitor(app, address).submit()
    expect(refused.status).toBe(429)
    expect(await refused.json()).toEqual(RATE_LIMITED)
    expect((await visitor(app).submit()).status).toBe(200)
  }, 30_000) // 23 submissions in turn, each after its key: seconds on a busy machine

  it(`issues at most ${FORM_LIMITS.keysPerAddress.limit} keys a minute to one address`, async () => {
    const app = server.anotherApp({ now: clockAtWindowStart() })
    const address = newAddress()
    const statuses = await Promise.all(
      Array.from({ length: FORM_LIMITS.keysPerAddress.limit + 1 }, () => visitor(app, address).askForKey()),
    )

    expect(statuses.filter((response) => response.status === 200)).toHaveLength(FORM_LIMITS.keysPerAddress.limit)
    expect(statuses.filter((response) => response.status === 429)).toHaveLength(1)
    expect((await visitor(app).askForKey()).status).toBe(200)
  })

  it('counts a visitor’s submissions to two servers on one database together', async () => {
    const now = clockAtWindowStart()
    const [first, second] = [server.anotherApp({ now }), server.anotherApp({ now })]
    const [address, crumb] = [newAddress(), newCrumb()]
    const statuses: number[] = []
    for (let i = 0; i <= FORM_LIMITS.perVisitor.limit; i++) {
      statuses.push((await visitor(i % 2 ? first : second, address, crumb).submit()).status)
    }

    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
  })
})
