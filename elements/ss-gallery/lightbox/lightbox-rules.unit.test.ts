import { describe, expect, it } from 'vitest'
import { arrowAllowed } from './lightbox-rules.ts'

describe('arrowAllowed (200 ms throttle)', () => {
  it('lets an arrow through 200 ms after the last move, not before', () => {
    expect(arrowAllowed(1000, 1199)).toBe(false)
    expect(arrowAllowed(1000, 1200)).toBe(true)
    expect(arrowAllowed(-Infinity, 0)).toBe(true)
  })
})
