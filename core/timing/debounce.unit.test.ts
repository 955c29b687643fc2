import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { debounce } from './debounce.ts'

describe('debounce', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('runs once, the delay after the last of a burst of calls', () => {
    const action = vi.fn()
    const debounced = debounce(action, 10)
    debounced.schedule()
    vi.advanceTimersByTime(9)
    debounced.schedule()
    vi.advanceTimersByTime(9)
    expect(action).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(action).toHaveBeenCalledOnce()
  })

  it('drops a waiting run on cancel()', () => {
    const action = vi.fn()
    const debounced = debounce(action, 10)
    debounced.schedule()
    debounced.cancel()
    vi.advanceTimersByTime(20)
    expect(action).not.toHaveBeenCalled()
  })
})
