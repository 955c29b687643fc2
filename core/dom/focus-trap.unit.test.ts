import { describe, expect, it } from 'vitest'
import { nextInTrap } from './focus-trap.ts'

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
