import { describe, expect, it } from 'vitest'
import { TEST_DATABASE_NAME, useTestServer } from '../testing.ts'
import { withSubmissionKeyClaimed } from './submission-key-claim.ts'

const server = useTestServer('form_submission_keys')

async function issuedKey(claim?: { by: string; forMs: number }): Promise<string> {
  const key = `key-${Math.random()}`
  await server.db.query(
    `insert into form_submission_keys (key, crumb_hash, claimed_by, claimed_until)
     values ($1, 'h', $2, now() + $3::interval)`,
    [key, claim?.by ?? null, claim ? `${claim.forMs} milliseconds` : null],
  )
  return key
}

describe(`withSubmissionKeyClaimed on ${TEST_DATABASE_NAME}`, () => {
  it('runs the work of one key one at a time, and the work of other keys freely', async () => {
    const [key, other] = [await issuedKey(), await issuedKey()]
    const log: string[] = []
    const work = (name: string) => async () => {
      log.push(`${name} starts`)
      await new Promise((resolve) => setTimeout(resolve, 100))
      log.push(`${name} ends`)
    }

    await Promise.all([
      withSubmissionKeyClaimed(server.db, key, work('a')),
      withSubmissionKeyClaimed(server.db, key, work('b')),
      withSubmissionKeyClaimed(server.db, other, work('c')),
    ])

    const [first, second] = log.indexOf('a starts') < log.indexOf('b starts') ? ['a', 'b'] : ['b', 'a']
    expect(log.indexOf(`${second} starts`)).toBeGreaterThan(log.indexOf(`${first} ends`))
    expect(log.indexOf('c starts')).toBeLessThan(log.indexOf(`${first} ends`))
  })

  it('waits for a claim held elsewhere to end, then runs', async () => {
    const key = await issuedKey({ by: 'a request on another server', forMs: 400 })

    const startedAt = performance.now()
    await withSubmissionKeyClaimed(server.db, key, async () => {})

    expect(performance.now() - startedAt).toBeGreaterThanOrEqual(300)
  })

  it('runs at once when a claim has outlived its lease, as one held by a killed server does', async () => {
    const key = await issuedKey({ by: 'a server killed mid-request', forMs: -1000 })

    expect(await withSubmissionKeyClaimed(server.db, key, async () => 'ran')).toBe('ran')
  })

  it('releases the claim after the work, also when the work throws', async () => {
    const key = await issuedKey()

    await expect(withSubmissionKeyClaimed(server.db, key, () => Promise.reject(new Error('failed')))).rejects.toThrow('failed')

    const [row] = await server.db.query('select claimed_by, claimed_until from form_submission_keys where key = $1', [key])
    expect(row).toEqual({ claimed_by: null, claimed_until: null })
  })

  it('does not wait for a key never issued', async () => {
    expect(await withSubmissionKeyClaimed(server.db, 'never issued', async () => 'refused by the work')).toBe('refused by the work')
  })
})
