import { describe, expect, it } from 'vitest'
import { seekTarget } from './seek-keys.ts'

describe('seekTarget', () => {
  it('moves 5 s by arrow key and 30 s by page key, within the audio', () => {
    expect(seekTarget('ArrowRight', 10, 100)).toBe(15)
    expect(seekTarget('ArrowDown', 10, 100)).toBe(5)
    expect(seekTarget('PageUp', 10, 100)).toBe(40)
    expect(seekTarget('PageDown', 10, 100)).toBe(0)
    expect(seekTarget('ArrowUp', 98, 100)).toBe(100)
  })

  it('goes to either end with Home and End, and takes no other key', () => {
    expect(seekTarget('Home', 42, 100)).toBe(0)
    expect(seekTarget('End', 42, 100)).toBe(100)
    expect(seekTarget('Enter', 42, 100)).toBe(undefined)
    expect(seekTarget('toString', 42, 100)).toBe(undefined)
  })
})
