import { describe, expect, it } from 'vitest'
import { isConfigPath, isTrackingActive, isUntrackedPageType } from './tracking-conditions.ts'

const page = (flags: { SS_TRACKING_DISABLED?: unknown } = {}) => flags as unknown as Window

describe('isTrackingActive', () => {
  it('tracks an anonymous visitor', () => {
    expect(isTrackingActive({}, '/', page())).toBe(true)
  })
  it('does not track an owner or editor', () => {
    expect(isTrackingActive({ authenticatedAccount: { id: 'a1' }, websiteRoles: [1] }, '/', page())).toBe(false)
    expect(isTrackingActive({ authenticatedAccount: { id: 'a1' } }, '/', page())).toBe(false)
  })
  it('tracks an account holding only the viewer role, except in the configuration area', () => {
    const viewer = { authenticatedAccount: { id: 'a1' }, websiteRoles: { viewer: true } }
    expect(isTrackingActive(viewer, '/shop', page())).toBe(true)
    expect(isTrackingActive(viewer, '/config/pages', page())).toBe(false)
    expect(isTrackingActive({ ...viewer, websiteRoles: [10, 4] }, '/shop', page())).toBe(false)
  })
  it.each([[100], [103], [106], ['not-found'], ['LOCK_SCREEN'], ['member-area-access-denied'], ['103']])(
    'does not track page type %j',
    (pageType) => {
      expect(isTrackingActive({ pageType }, '/', page())).toBe(false)
    },
  )
  it.each([[1], [2], [50], [102], ['page'], [null]])('tracks page type %j', (pageType) => {
    expect(isUntrackedPageType(pageType)).toBe(false)
  })
  it('does not track when the global flag switches it off', () => {
    expect(isTrackingActive({}, '/', page({ SS_TRACKING_DISABLED: true }))).toBe(false)
    expect(isTrackingActive({}, '/', page({ SS_TRACKING_DISABLED: 'yes' }))).toBe(true)
  })
})

describe('isConfigPath', () => {
  it('matches /config and what is under it, and nothing else', () => {
    expect(isConfigPath('/config')).toBe(true)
    expect(isConfigPath('/config/design')).toBe(true)
    expect(isConfigPath('/configure')).toBe(false)
    expect(isConfigPath('/blog/config')).toBe(false)
  })
})
