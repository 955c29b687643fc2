import { describe, expect, it, vi } from 'vitest'
import { RELATIVE_TIME_REFRESH_MS, relativeTime } from './relative-time.ts'

const now = Date.UTC(2026, 10, 23, 12, 0, 0)
const ago = (seconds: number) => now - seconds * 1000

describe('relativeTime', () => {
  it('is refreshed every 5 s', () => {
    expect(RELATIVE_TIME_REFRESH_MS).toBe(5000)
  })

  it.each([
    [-30, 'just now'],
    [0, 'just now'],
    [9.999, 'just now'],
    [10, '10 seconds ago'],
    [59.9, '59 seconds ago'],
    [60, '1 minute ago'],
    [119, '1 minute ago'],
    [120, '2 minutes ago'],
    [3599, '59 minutes ago'],
    [3600, '1 hour ago'],
    [86_399, '23 hours ago'],
    [86_400, '1 day ago'],
    [400 * 86_400, '400 days ago'],
  ])('%s s ago → %s', (seconds, expected) => {
    expect(relativeTime(ago(seconds), now)).toBe(expected)
    expect(relativeTime(new Date(ago(seconds)), new Date(now))).toBe(expected)
  })

  it('reads an invalid date as just now, and logs it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      expect(relativeTime(new Date('nonsense'), now)).toBe('just now')
      expect(warn).toHaveBeenCalledExactlyOnceWith('ss-elements: relativeTime: Invalid date "Invalid Date"')
    } finally {
      warn.mockRestore()
    }
  })

  it('logs nothing for a valid date', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      relativeTime(ago(30), now)
      expect(warn).not.toHaveBeenCalled()
    } finally {
      warn.mockRestore()
    }
  })
})
