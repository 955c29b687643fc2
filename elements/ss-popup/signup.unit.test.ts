import { describe, expect, it } from 'vitest'
import { readingTimeMs, SIGNUP_READING_MIN_MS, SIGNUP_READING_MS_PER_WORD } from './signup.ts'

describe('readingTimeMs', () => {
  it('gives a short success text the minimum time', () => {
    expect(readingTimeMs('Thank you!')).toBe(SIGNUP_READING_MIN_MS)
    expect(readingTimeMs('')).toBe(SIGNUP_READING_MIN_MS)
  })

  it('gives a longer text 300 ms a word', () => {
    const text = Array.from({ length: 40 }, (_, index) => `word${index}`).join(' \n ')
    expect(readingTimeMs(text)).toBe(40 * SIGNUP_READING_MS_PER_WORD)
  })
})
