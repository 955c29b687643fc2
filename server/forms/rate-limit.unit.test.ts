import { describe, expect, it } from 'vitest'
import { createRateLimiter } from './rate-limit.ts'

describe('createRateLimiter', () => {
  it('allows `limit` attempts per visitor in a window, then refuses until the window ends', () => {
    let time = 0
    const limiter = createRateLimiter({ limit: 2, windowMs: 1000 }, () => time)

    expect([limiter.allow('a'), limiter.allow('a'), limiter.allow('a')]).toEqual([true, true, false])
    expect(limiter.allow('b')).toBe(true)
    time = 999
    expect(limiter.allow('a')).toBe(false)
    time = 1000
    expect(limiter.allow('a')).toBe(true)
  })
})
