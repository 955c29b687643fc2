import { describe, expect, it } from 'vitest'
import { shouldShowPopup, type PopupRecord } from './display-rule.ts'

const DAY = 24 * 60 * 60 * 1000
const now = Date.UTC(2026, 5, 15)
const settings = { version: 2, displayFrequency: 7, showUntilSignup: false }
const closed = (daysAgo: number, extra: Partial<PopupRecord> = {}): PopupRecord => ({
  version: 2,
  submitted: false,
  closedAt: now - daysAgo * DAY,
  ...extra,
})

describe('shouldShowPopup', () => {
  it('shows when the visitor has no record', () => {
    expect(shouldShowPopup(settings, undefined, now)).toBe(true)
  })

  it('shows when the stored version is lower than the settings version, whatever else the record says', () => {
    expect(shouldShowPopup(settings, closed(0, { version: 1, submitted: true }), now)).toBe(true)
    expect(shouldShowPopup({ ...settings, displayFrequency: -1, showUntilSignup: true }, closed(0, { version: 1 }), now)).toBe(true)
  })

  it('shows once displayFrequency days have passed since it closed, not before', () => {
    expect(shouldShowPopup(settings, closed(7), now)).toBe(true)
    expect(shouldShowPopup(settings, closed(30), now)).toBe(true)
    expect(shouldShowPopup(settings, { ...closed(7), closedAt: now - 7 * DAY + 1 }, now)).toBe(false)
    expect(shouldShowPopup(settings, closed(1), now)).toBe(false)
  })

  it('shows on every page with a frequency of 0', () => {
    expect(shouldShowPopup({ ...settings, displayFrequency: 0 }, closed(0), now)).toBe(true)
  })

  it('never shows again with a frequency of -1', () => {
    expect(shouldShowPopup({ ...settings, displayFrequency: -1 }, closed(10_000), now)).toBe(false)
  })

  it('does not show after a sign-up when showUntilSignup is set', () => {
    expect(shouldShowPopup({ ...settings, showUntilSignup: true }, closed(30, { submitted: true }), now)).toBe(false)
    expect(shouldShowPopup({ ...settings, showUntilSignup: true }, closed(30), now)).toBe(true)
  })

  it('follows the frequency after a sign-up when showUntilSignup is not set', () => {
    expect(shouldShowPopup(settings, closed(30, { submitted: true }), now)).toBe(true)
    expect(shouldShowPopup(settings, closed(1, { submitted: true }), now)).toBe(false)
  })
})
