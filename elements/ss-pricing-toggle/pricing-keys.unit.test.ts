import { describe, expect, it } from 'vitest'
import { viewIndexForKey } from './pricing-keys.ts'

describe('the pricing toggle keys', () => {
  it('move right and left with wrap-around, to the ends with Home and End', () => {
    expect([0, 1].map((index) => viewIndexForKey('ArrowRight', index, 2))).toEqual([1, 0])
    expect([0, 1].map((index) => viewIndexForKey('ArrowLeft', index, 2))).toEqual([1, 0])
    expect(viewIndexForKey('Home', 1, 2)).toBe(0)
    expect(viewIndexForKey('End', 0, 2)).toBe(1)
  })

  it('leave every other key alone', () => {
    expect(['ArrowUp', 'ArrowDown', 'Enter', ' ', 'a'].map((key) => viewIndexForKey(key, 0, 2))).toEqual([undefined, undefined, undefined, undefined, undefined])
  })
})
