import { describe, expect, it } from 'vitest'
import { movedPast, RESIZE_EMITTER_MESSAGES, ResizeEmitter } from './resize-emitter.ts'

describe('the resize emitter', () => {
  it('refuses a threshold that is no number and an axis other than x or y, with their messages', () => {
    expect(() => new ResizeEmitter({ threshold: '10' as unknown as number })).toThrow(RESIZE_EMITTER_MESSAGES.threshold)
    expect(() => new ResizeEmitter({ axis: 'z' as 'x' })).toThrow(RESIZE_EMITTER_MESSAGES.axis)
    expect(() => new ResizeEmitter({ threshold: 20, axis: 'y', timeout: 100 })).not.toThrow()
  })

  it('passes a change larger than the threshold along its axis, either axis without one', () => {
    const before = { width: 800, height: 600 }
    expect(movedPast(before, { width: 830, height: 600 }, { threshold: 20, axis: 'x' })).toBe(true)
    expect(movedPast(before, { width: 810, height: 600 }, { threshold: 20, axis: 'x' })).toBe(false)
    expect(movedPast(before, { width: 800, height: 900 }, { threshold: 20, axis: 'x' })).toBe(false)
    expect(movedPast(before, { width: 800, height: 900 }, { threshold: 20, axis: 'y' })).toBe(true)
    expect(movedPast(before, { width: 800, height: 601 }, { threshold: 0 })).toBe(true)
    expect(movedPast(before, before, { threshold: 0 })).toBe(false)
  })
})
