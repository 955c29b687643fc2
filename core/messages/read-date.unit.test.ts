import { afterEach, describe, expect, it, vi } from 'vitest'
import { readDate } from './read-date.ts'

describe('readDate', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  afterEach(() => warn.mockClear())

  it('reads a Date, a time in milliseconds and a date text, logging nothing', () => {
    expect(readDate(new Date(0), 'test')?.getTime()).toBe(0)
    expect(readDate(86_400_000, 'test')?.toISOString()).toBe('1970-01-02T00:00:00.000Z')
    expect(readDate('2025-12-24T10:00:00Z', 'test')?.getTime()).toBe(Date.UTC(2025, 11, 24, 10))
    expect(warn).not.toHaveBeenCalled()
  })

  it('logs an invalid date with where it was read, and reads it as undefined', () => {
    expect(readDate('next tuesday', 'ss-summary start')).toBeUndefined()
    expect(readDate(Number.NaN, 'closedAt')).toBeUndefined()
    expect(warn.mock.calls).toEqual([
      ['ss-elements: ss-summary start: Invalid date "next tuesday"'],
      ['ss-elements: closedAt: Invalid date "NaN"'],
    ])
  })
})
