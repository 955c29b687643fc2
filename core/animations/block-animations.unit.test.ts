import { describe, expect, it } from 'vitest'
import { NO_WINDOW_MESSAGE, startBlockAnimations } from './block-animations.ts'

describe('startBlockAnimations without a window', () => {
  it('throws the set-up error instead of failing somewhere inside', () => {
    expect(typeof window).toBe('undefined')
    expect(() => startBlockAnimations()).toThrow(NO_WINDOW_MESSAGE)
  })
})
