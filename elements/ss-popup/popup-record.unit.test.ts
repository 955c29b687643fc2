import { describe, expect, it } from 'vitest'
import { memoryStorage, throwingStorage as throwing } from '../../test/helpers/storage.ts'
import { popupStorageKey } from '../../core/storage/overlay-keys.ts'
import { readPopupRecord, writePopupRecord } from './popup-record.ts'

describe('the popup record', () => {
  it('is written and read back as JSON under ss-popup, or ss-popup:<id>', () => {
    const storage = memoryStorage()
    const record = { version: 3, submitted: true, closedAt: 1_700_000_000_000 }
    writePopupRecord(popupStorageKey(''), record, () => storage)
    expect(storage.getItem('ss-popup')).toBe(JSON.stringify(record))
    expect(readPopupRecord('ss-popup', () => storage)).toEqual({ persistent: true, record })
    expect(popupStorageKey('spring-sale')).toBe('ss-popup:spring-sale')
  })

  it('reads no record from an empty key, bad JSON or a value of the wrong shape', () => {
    const storage = memoryStorage()
    expect(readPopupRecord('ss-popup', () => storage)).toEqual({ persistent: true, record: undefined })
    for (const text of ['{', '[]', '"x"', '{"version":"1","submitted":false,"closedAt":0}', '{"version":1}']) {
      storage.setItem('ss-popup', text)
      expect(readPopupRecord('ss-popup', () => storage), text).toEqual({ persistent: true, record: undefined })
    }
  })

  it('says storage is not persistent where it throws, and writing there does not throw', () => {
    expect(readPopupRecord('ss-popup', throwing)).toEqual({ persistent: false })
    const full = { ...memoryStorage(), setItem: () => throwing() } as Storage
    expect(() => writePopupRecord('ss-popup', { version: 1, submitted: false, closedAt: 0 }, () => full)).not.toThrow()
  })
})
