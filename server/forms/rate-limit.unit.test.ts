import { describe, expect, it } from 'vitest'
import { TEST_DATABASE_NAME, useTestServer } from '../testing.ts'
import { databaseRateLimiter, ENDED_WINDOW_PURGE_INTERVAL_MS } from './rate-limit.ts'

const server = useTestServer('rate_limit_windows')
const rule = { limit: 2, windowMs: 1000 }

describe(`databaseRateLimiter on ${TEST_DATABASE_NAME}`, () => {
  it('allows `limit` attempts per subject in a window, then refuses until the next window', async () => {
    const clock = { now: 10_000 }
    const allow = databaseRateLimiter(server.db, () => clock.now)

    expect([await allow('s', 'a', rule), await allow('s', 'a', rule), await allow('s', 'a', rule)]).toEqual([true, true, false])
    expect(await allow('s', 'b', rule)).toBe(true)
    expect(await allow('other scope', 'a', rule)).toBe(true)
    clock.now = 10_999
    expect(await allow('s', 'a', rule)).toBe(false)
    clock.now = 11_000
    expect(await allow('s', 'a', rule)).toBe(true)
  })

  it('shares the count between servers on one database, even when they count at once', async () => {
    const clock = { now: 20_000 }
    const first = databaseRateLimiter(server.db, () => clock.now)
    const second = databaseRateLimiter(server.db, () => clock.now)

    const answers = await Promise.all(Array.from({ length: 6 }, (_, index) => (index % 2 ? first : second)('s', 'a', rule)))

    expect(answers.filter(Boolean)).toHaveLength(2)
  })

  it('keeps only a hash of the subject', async () => {
    await databaseRateLimiter(server.db, () => 30_000)('s', '203.0.113.9', rule)

    const [row] = await server.db.query('select subject from rate_limit_windows')
    expect(row?.['subject']).toMatch(/^[\w-]{43}$/)
  })

  it('deletes ended windows, at most once a minute', async () => {
    const clock = { now: 40_000 }
    const allow = databaseRateLimiter(server.db, () => clock.now)
    await allow('s', 'a', rule)
    clock.now += rule.windowMs
    await allow('s', 'b', rule)
    expect(await server.db.query('select 1 from rate_limit_windows')).toHaveLength(2)

    clock.now += ENDED_WINDOW_PURGE_INTERVAL_MS
    await allow('s', 'c', rule)

    expect(await server.db.query('select 1 from rate_limit_windows')).toHaveLength(1)
  })
})
