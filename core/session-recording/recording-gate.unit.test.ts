import { describe, expect, it } from 'vitest'
import { sessionRecordingRefusal, type SessionRecordingConditions } from './recording-gate.ts'

const allHold: SessionRecordingConditions = { featureEnabled: true, variant: 'true', cores: 4, trackingActive: true, consentAllows: true }

describe('the session-recording gate', () => {
  it('records when every condition holds', () => {
    expect(sessionRecordingRefusal(allHold)).toBe(undefined)
  })

  it('does not record with the feature toggle off', () => {
    expect(sessionRecordingRefusal({ ...allHold, featureEnabled: false })).toBe('feature-off')
  })

  it("records only the A/B variant 'true', exactly", () => {
    for (const variant of ['false', 'control', 'TRUE', '1', '']) {
      expect(sessionRecordingRefusal({ ...allHold, variant })).toBe('not-in-variant')
    }
  })

  it('needs more than 2 cores; an unknown count is not enough', () => {
    expect(sessionRecordingRefusal({ ...allHold, cores: 3 })).toBe(undefined)
    expect(sessionRecordingRefusal({ ...allHold, cores: 2 })).toBe('too-few-cores')
    expect(sessionRecordingRefusal({ ...allHold, cores: 1 })).toBe('too-few-cores')
    expect(sessionRecordingRefusal({ ...allHold, cores: undefined })).toBe('too-few-cores')
  })

  it('does not record a viewer who is not tracked', () => {
    expect(sessionRecordingRefusal({ ...allHold, trackingActive: false })).toBe('not-tracked')
  })

  it('does not record without consent', () => {
    expect(sessionRecordingRefusal({ ...allHold, consentAllows: false })).toBe('no-consent')
  })

  it('names the first condition that fails', () => {
    expect(sessionRecordingRefusal({ featureEnabled: false, variant: 'false', cores: 1, trackingActive: false, consentAllows: false })).toBe('feature-off')
    expect(sessionRecordingRefusal({ ...allHold, cores: 1, consentAllows: false })).toBe('too-few-cores')
  })
})
