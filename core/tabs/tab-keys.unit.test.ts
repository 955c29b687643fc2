import { describe, expect, it } from 'vitest'
import { tabIndexForKey } from './tab-keys.ts'

describe('tabIndexForKey', () => {
  it('moves right to the next tab and wraps from the last to the first', () => {
    expect(tabIndexForKey('ArrowRight', 0, 3, false)).toBe(1)
    expect(tabIndexForKey('ArrowRight', 2, 3, false)).toBe(0)
  })

  it('moves left to the previous tab and wraps from the first to the last', () => {
    expect(tabIndexForKey('ArrowLeft', 2, 3, false)).toBe(1)
    expect(tabIndexForKey('ArrowLeft', 0, 3, false)).toBe(2)
  })

  it('mirrors left and right when the row reads right to left', () => {
    expect(tabIndexForKey('ArrowLeft', 0, 3, true)).toBe(1)
    expect(tabIndexForKey('ArrowRight', 0, 3, true)).toBe(2)
  })

  it('goes to the first tab on Home and the last on End, in either direction', () => {
    for (const rightToLeft of [false, true]) {
      expect(tabIndexForKey('Home', 2, 3, rightToLeft)).toBe(0)
      expect(tabIndexForKey('End', 0, 3, rightToLeft)).toBe(2)
    }
  })

  it('ignores other keys, and every key when there is no tab', () => {
    expect(tabIndexForKey('ArrowDown', 0, 3, false)).toBeUndefined()
    expect(tabIndexForKey('a', 0, 3, false)).toBeUndefined()
    expect(tabIndexForKey('ArrowRight', 0, 0, false)).toBeUndefined()
  })
})

describe('tabIndexForKey with two tabs (the pricing toggle)', () => {
  it('moves right and left to the other tab, and to the ends with Home and End', () => {
    expect([0, 1].map((index) => tabIndexForKey('ArrowRight', index, 2, false))).toEqual([1, 0])
    expect([0, 1].map((index) => tabIndexForKey('ArrowLeft', index, 2, false))).toEqual([1, 0])
    expect(tabIndexForKey('Home', 1, 2, false)).toBe(0)
    expect(tabIndexForKey('End', 0, 2, false)).toBe(1)
  })

  it('leaves every other key alone', () => {
    expect(['ArrowUp', 'ArrowDown', 'Enter', ' ', 'a'].map((key) => tabIndexForKey(key, 0, 2, false))).toEqual([undefined, undefined, undefined, undefined, undefined])
  })
})
