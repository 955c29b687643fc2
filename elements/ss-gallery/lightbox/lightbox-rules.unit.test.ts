import { describe, expect, it } from 'vitest'
import { arrowAllowed, nextInTrap } from './lightbox-rules.ts'

describe('arrowAllowed (200 ms throttle)', () => {
  it('lets an arrow through 200 ms after the last move, not before', () => {
    expect(arrowAllowed(1000, 1199)).toBe(false)
    expect(arrowAllowed(1000, 1200)).toBe(true)
    expect(arrowAllowed(-Infinity, 0)).toBe(true)
  })
})

describe('nextInTrap', () => {
  const items = ['close', 'previous', 'next']
  it('moves forward and wraps from the last to the first', () => {
    expect(nextInTrap(items, 'previous', false)).toBe('next')
    expect(nextInTrap(items, 'next', false)).toBe('close')
  })
  it('moves back and wraps from the first to the last', () => {
    expect(nextInTrap(items, 'close', true)).toBe('next')
  })
  it('enters at the first, or the last going back, when focus is elsewhere', () => {
    expect(nextInTrap(items, null, false)).toBe('close')
    expect(nextInTrap(items, 'outside', true)).toBe('next')
    expect(nextInTrap([], null, false)).toBeUndefined()
  })
})
