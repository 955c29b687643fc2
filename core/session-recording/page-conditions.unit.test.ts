// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import type { PageContext } from '../context/page-context-schema.ts'
import { carriesSessionRecording, SESSION_RECORDING_TEST, SESSION_RECORDING_TOGGLE } from './experiment-names.ts'
import { sessionRecordingConditions } from './page-conditions.ts'

const experimentsOn = [
  { name: SESSION_RECORDING_TOGGLE, experimentType: 'FEATURE_TOGGLE', variant: 'true' },
  { name: SESSION_RECORDING_TEST, experimentType: 'AB_TEST', variant: 'true', segmentName: 'recorded' },
]
const page: PageContext = { website: { id: 'w1' }, experiments: experimentsOn }
const read = (context: PageContext, consent?: boolean, cores = 8) =>
  sessionRecordingConditions(context, { consent, navigator: { hardwareConcurrency: cores }, pathname: '/' })

describe("the session-recording conditions of a page", () => {
  it('reads the toggle, the variant and the cores', () => {
    expect(read(page)).toEqual({ featureEnabled: true, variant: 'true', cores: 8, trackingActive: true, consentAllows: true })
    expect(read(page, undefined, 2).cores).toBe(2)
  })

  it('treats missing, unreadable or wrongly typed experiments as off', () => {
    expect(read({ website: { id: 'w1' } })).toMatchObject({ featureEnabled: false, variant: 'false' })
    expect(read({ website: { id: 'w1' }, experiments: 'yes' })).toMatchObject({ featureEnabled: false, variant: 'false' })
    const swapped = experimentsOn.map((experiment) => ({
      ...experiment,
      experimentType: experiment.experimentType === 'AB_TEST' ? 'FEATURE_TOGGLE' : 'AB_TEST',
    }))
    expect(read({ website: { id: 'w1' }, experiments: swapped })).toMatchObject({ featureEnabled: false, variant: 'false' })
    const broken = experimentsOn.map((experiment) => ({ ...experiment, containsError: true }))
    expect(read({ website: { id: 'w1' }, experiments: broken })).toMatchObject({ featureEnabled: false, variant: 'false' })
  })

  it('is not tracked for a logged-in owner or on a not-found page', () => {
    expect(read({ ...page, authenticatedAccount: { id: 'a1' }, websiteRoles: [1] }).trackingActive).toBe(false)
    expect(read({ ...page, pageType: 100 }).trackingActive).toBe(false)
  })

  it('has consent unless the visitor declined or the cookie mode is restrictive', () => {
    const restrictive = { ...page, websiteSettings: { cookieSettings: { isCookieBannerEnabled: true, isRestrictiveCookiePolicyEnabled: true } } }
    expect(read(page, false).consentAllows).toBe(false)
    expect(read(restrictive).consentAllows).toBe(false)
    expect(read(restrictive, true).consentAllows).toBe(true)
    expect(read({ ...page, website: { id: 'w1', cloneable: true } }, true).consentAllows).toBe(false)
  })
})

describe('whether the page context names session recording', () => {
  it('does when an experiment is the toggle, whatever its variant', () => {
    expect(carriesSessionRecording(page)).toBe(true)
    expect(carriesSessionRecording({ experiments: [{ name: SESSION_RECORDING_TOGGLE, variant: 'false' }] })).toBe(true)
  })

  it('does not without experiments, or without the toggle among them', () => {
    expect(carriesSessionRecording({})).toBe(false)
    expect(carriesSessionRecording({ experiments: 'session-recording' })).toBe(false)
    expect(carriesSessionRecording({ experiments: [null, { name: SESSION_RECORDING_TEST }] })).toBe(false)
  })
})
