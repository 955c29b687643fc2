import { describe, expect, it } from 'vitest'
import { memoryStorage, throwingStorage as throwing } from '../../test/helpers/storage.ts'
import { ANNOUNCEMENT_DISMISSAL_KEY } from '../../core/storage/overlay-keys.ts'
import { announcementFingerprint, rememberDismissal, wasDismissed } from './dismissal.ts'
import { mayEditSite } from '../../core/context/may-edit-site.ts'

describe('announcement dismissal', () => {
  it('remembers the announcement that was closed, and only that one', () => {
    const storage = memoryStorage()
    const sale = announcementFingerprint('Summer sale: 20% off|/sale')
    rememberDismissal(sale, () => storage)
    expect(storage.getItem(ANNOUNCEMENT_DISMISSAL_KEY)).toBe(sale)
    expect(wasDismissed(sale, () => storage)).toBe(true)
    expect(wasDismissed(announcementFingerprint('Winter sale: 30% off|/sale'), () => storage)).toBe(false)
  })

  it('never throws when storage does', () => {
    expect(() => rememberDismissal('x', throwing)).not.toThrow()
    expect(wasDismissed('x', throwing)).toBe(false)
  })
})

describe('mayEditSite', () => {
  it('lets a logged-in account with an editing role edit', () => {
    expect(mayEditSite({ authenticatedAccount: { id: 'a1' }, websiteRoles: [1] })).toBe(true)
    expect(mayEditSite({ authenticatedAccount: { id: 'a1' } })).toBe(true)
  })

  it('does not let a visitor or a viewer edit', () => {
    expect(mayEditSite({})).toBe(false)
    expect(mayEditSite({ authenticatedAccount: null, websiteRoles: [1] })).toBe(false)
    expect(mayEditSite({ authenticatedAccount: { id: 'a1' }, websiteRoles: [10] })).toBe(false)
  })
})
