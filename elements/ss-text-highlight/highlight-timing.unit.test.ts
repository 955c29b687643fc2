import { describe, expect, it } from 'vitest'
import { lineSlots, MIN_TWEEN_FACTOR, slotProgress, thicknessPx } from './highlight-timing.ts'

describe('lineSlots', () => {
  it('gives the widest line the whole duration and a narrower one its share, one after another', () => {
    expect(lineSlots([400, 200], 750)).toEqual([
      { start: 0, duration: 750 },
      { start: 750, duration: 375 },
    ])
  })

  it('never gives a line less than a fifth of the duration', () => {
    expect(MIN_TWEEN_FACTOR).toBe(0.2)
    expect(lineSlots([500, 10], 1000)[1]).toEqual({ start: 1000, duration: 200 })
  })

  it('has nothing to time without lines, and times lines of no width as the widest', () => {
    expect(lineSlots([], 750)).toEqual([])
    expect(lineSlots([0], 750)).toEqual([{ start: 0, duration: 750 }])
  })
})

describe('slotProgress', () => {
  const slot = { start: 100, duration: 200 }
  it('goes from 0 at the start of the slot to 1 at its end', () => {
    expect(slotProgress(slot, 50)).toBe(0)
    expect(slotProgress(slot, 200)).toBe(0.5)
    expect(slotProgress(slot, 400)).toBe(1)
  })
  it('jumps to 1 at the start of a slot of no duration', () => {
    expect(slotProgress({ start: 0, duration: 0 }, 0)).toBe(1)
  })
})

describe('thicknessPx', () => {
  const sizes = { text: 20, root: 16 }
  it('reads em of the text, rem of the root and px as they are, written either way', () => {
    expect(thicknessPx('0.06em', sizes)).toBeCloseTo(1.2)
    expect(thicknessPx('0.5rem', sizes)).toBe(8)
    expect(thicknessPx('3px', sizes)).toBe(3)
    expect(thicknessPx({ value: 0.1, unit: 'em' }, sizes)).toBe(2)
  })
})
