import { describe, expect, it } from 'vitest'
import { headerIndexForKey, openStatesAfterToggle, settledOpenStates } from './accordion-state.ts'

describe('openStatesAfterToggle', () => {
  it('opening an item closes the others when only one may be open', () => {
    expect(openStatesAfterToggle([true, false, false], 2, false)).toEqual([false, false, true])
  })
  it('opening an item leaves the others open when several may be', () => {
    expect(openStatesAfterToggle([true, false, false], 2, true)).toEqual([true, false, true])
  })
  it('closing the open item leaves every item closed', () => {
    expect(openStatesAfterToggle([false, true, false], 1, false)).toEqual([false, false, false])
  })
  it('closing one of several open items keeps the rest open', () => {
    expect(openStatesAfterToggle([true, true, false], 0, true)).toEqual([false, true, false])
  })
})

describe('settledOpenStates', () => {
  it('expandFirst opens the first item when the markup opens none', () => {
    expect(settledOpenStates([false, false], { multiple: false, expandFirst: true })).toEqual([true, false])
  })
  it('expandFirst respects an item the markup already opened', () => {
    expect(settledOpenStates([false, true], { multiple: false, expandFirst: true })).toEqual([false, true])
  })
  it('keeps only the first open item when one may be open', () => {
    expect(settledOpenStates([false, true, true], { multiple: false, expandFirst: false })).toEqual([false, true, false])
  })
  it('keeps every open item when several may be', () => {
    expect(settledOpenStates([true, false, true], { multiple: true, expandFirst: false })).toEqual([true, false, true])
  })
  it('handles an accordion with no items', () => {
    expect(settledOpenStates([], { multiple: false, expandFirst: true })).toEqual([])
  })
})

describe('headerIndexForKey (WAI-ARIA accordion keys)', () => {
  it('ArrowDown moves to the next header and wraps from the last to the first', () => {
    expect(headerIndexForKey('ArrowDown', 0, 3)).toBe(1)
    expect(headerIndexForKey('ArrowDown', 2, 3)).toBe(0)
  })
  it('ArrowUp moves to the previous header and wraps from the first to the last', () => {
    expect(headerIndexForKey('ArrowUp', 1, 3)).toBe(0)
    expect(headerIndexForKey('ArrowUp', 0, 3)).toBe(2)
  })
  it('Home and End move to the first and last headers', () => {
    expect(headerIndexForKey('Home', 2, 3)).toBe(0)
    expect(headerIndexForKey('End', 0, 3)).toBe(2)
  })
  it('other keys move nothing', () => {
    expect(headerIndexForKey('Enter', 0, 3)).toBeUndefined()
    expect(headerIndexForKey('ArrowLeft', 0, 3)).toBeUndefined()
  })
})
