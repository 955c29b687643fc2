import { randomUUID } from 'node:crypto'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DATABASE_START_TIMEOUT_MS, startTestServer, type TestServer } from '../testing.ts'
import { formRoutes } from './routes.ts'
import { deleteExpiredSubmissionKeys, EXPIRED_KEY_PURGE_INTERVAL_MS } from './submission-keys.ts'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer()
}, DATABASE_START_TIMEOUT_MS)

afterAll(() => server.close())

/** The form routes on a clock the test moves. */
function formApp() {
  const clock = { now: 1_000_000 }
  const app = new Hono().route('/api/form', formRoutes(server.db, { now: () => clock.now }))
  const crumb = randomUUID()
  const post = (path: string, body?: unknown) =>
    app.request(`/api/form/${path}`, {
      method: 'POST',
      headers: { Cookie: `crumb=${crumb}` },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
  return {
    clock,
    key: async () => ((await (await post('FormSubmissionKey')).json()) as { key: string }).key,
    save: (key: string) =>
      post('SaveFormSubmission', { key, formId: 'newsletter', form: JSON.stringify({ email: 'a@example.com', name: ['', ''] }) }),
  }
}

async function issuedAgo(key: string, age: string): Promise<void> {
  await server.db.query(`update form_submission_keys set issued_at = now() - $2::interval where key = $1`, [key, age])
}

async function keyExists(key: string): Promise<boolean> {
  return (await server.db.query('select 1 from form_submission_keys where key = $1', [key])).length === 1
}

describe('expired submission keys', () => {
  it('are deleted by the purge, which keeps the keys still within their hour', async () => {
    const page = formApp()
    const [expired, fresh, nearlyExpired] = [await page.key(), await page.key(), await page.key()]
    await issuedAgo(expired, '61 minutes')
    await issuedAgo(nearlyExpired, '59 minutes')

    await deleteExpiredSubmissionKeys(server.db)

    expect(await keyExists(expired)).toBe(false)
    expect(await keyExists(fresh)).toBe(true)
    expect(await keyExists(nearlyExpired)).toBe(true)
  })

  it('are deleted when a key is issued, at most once a minute', async () => {
    const page = formApp()
    const first = await page.key()
    await issuedAgo(first, '2 hours')

    page.clock.now += EXPIRED_KEY_PURGE_INTERVAL_MS - 1
    const second = await page.key()
    expect(await keyExists(first)).toBe(true)

    page.clock.now += 1
    await page.key()
    expect(await keyExists(first)).toBe(false)
    expect(await keyExists(second)).toBe(true)
  })

  it('are found by the index on issued_at', async () => {
    const plan = await server.db.transaction(async (tx) => {
      await tx.exec('set local enable_seqscan = off')
      return tx.query(`explain delete from form_submission_keys where issued_at <= now() - interval '1 hour'`)
    })

    expect(JSON.stringify(plan)).toMatch(/form_submission_keys_by_issued_at/)
  })
})

describe('a key that stored a submission, within its hour', () => {
  it('survives a purge, so a retry still answers 200 and stores nothing more', async () => {
    const page = formApp()
    const key = await page.key()
    expect((await page.save(key)).status).toBe(200)
    await issuedAgo(key, '59 minutes')

    await deleteExpiredSubmissionKeys(server.db)
    const retry = await page.save(key)

    expect(retry.status).toBe(200)
    expect(await server.db.query('select id from form_submissions where submission_key = $1', [key])).toHaveLength(1)
  })
})
