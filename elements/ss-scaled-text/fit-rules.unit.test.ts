import { describe, expect, it, vi } from 'vitest'
import { debounce, fittedScale } from './fit-rules.ts'

describe('fittedScale', () => {
  it('grows short text to the available width', () => {
    expect(fittedScale({ textWidth: 100, fontSize: 16, available: 400, inheritedFontSize: 16 })).toBe(4)
  })

  it('shrinks long text, relative to the inherited size', () => {
    expect(fittedScale({ textWidth: 800, fontSize: 32, available: 200, inheritedFontSize: 16 })).toBe(0.5)
  })

  it('has no answer for text or a box without width', () => {
    expect(fittedScale({ textWidth: 0, fontSize: 16, available: 400, inheritedFontSize: 16 })).toBeUndefined()
    expect(fittedScale({ textWidth: 100, fontSize: 16, available: 0, inheritedFontSize: 16 })).toBeUndefined()
  })
})

describe('debounce', () => {
  it('runs once, after calls have rested', () => {
    vi.useFakeTimers()
    const run = vi.fn()
    const debounced = debounce(run, 10)
    debounced()
    vi.advanceTimersByTime(9)
    debounced()
    vi.advanceTimersByTime(9)
    expect(run).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(run).toHaveBeenCalledTimes(1)
    debounced()
    debounced.cancel()
    vi.advanceTimersByTime(20)
    expect(run).toHaveBeenCalledTimes(1)
    vi.useRealTimers()
  })
})
