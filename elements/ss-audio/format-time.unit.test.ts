import { describe, expect, it } from 'vitest'
import { formatTime, spokenTime } from './format-time.ts'

describe('formatTime', () => {
  it('shows minutes and seconds, and hours only when there are some', () => {
    expect([0, 7.9, 200, 3723].map(formatTime)).toEqual(['0:00', '0:07', '3:20', '1:02:03'])
  })

  it('shows an unknown time as dashes', () => {
    expect([NaN, Infinity, -1].map(formatTime)).toEqual(['--:--', '--:--', '--:--'])
  })
})

describe('spokenTime', () => {
  it('says each unit that is not zero', () => {
    expect([0, 1, 61, 3600, 3723].map(spokenTime)).toEqual(['0 seconds', '1 second', '1 minute 1 second', '1 hour', '1 hour 2 minutes 3 seconds'])
    expect(spokenTime(NaN)).toBe('unknown')
  })
})
