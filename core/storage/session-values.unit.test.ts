// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { sessionValues, STORAGE_UNAVAILABLE_MESSAGE } from './session-values.ts'

const NOW = 1_700_000_000_000

afterEach(() => {
  sessionStorage.clear()
  localStorage.clear()
  vi.restoreAllMocks()
})

describe('sessionValues', () => {
  it('logs the storage message in its fixed wording', () => {
    expect(STORAGE_UNAVAILABLE_MESSAGE).toBe('Unable access local/session storage.')
  })

  it.each([
    { case: 'no expiry', expiry: undefined, now: NOW + 10 ** 9, kept: true },
    { case: 'expiry ahead', expiry: NOW + 1, now: NOW, kept: true },
    { case: 'expiry reached', expiry: NOW, now: NOW, kept: false },
    { case: 'expiry passed', expiry: NOW - 1, now: NOW, kept: false },
  ])('$case: kept is $kept', ({ expiry, now, kept }) => {
    const values = sessionValues({ now: () => now })
    values.set('cart', { items: 2 }, { expiry })
    expect(values.get('cart')).toEqual(kept ? { items: 2 } : undefined)
    expect(sessionStorage.getItem('cart') !== null).toBe(kept)
  })

  it('keeps the value and its expiry as JSON in sessionStorage by default', () => {
    sessionValues().set('token', 'abc', { expiry: NOW })
    expect(JSON.parse(sessionStorage.getItem('token')!)).toEqual({ value: 'abc', expiry: NOW })
    expect(localStorage.length).toBe(0)
  })

  it('uses localStorage when asked', () => {
    const values = sessionValues({ kind: 'localStorage' })
    values.set('seen', true)
    expect(JSON.parse(localStorage.getItem('seen')!)).toEqual({ value: true })
    expect(values.get('seen')).toBe(true)
    values.remove('seen')
    expect(localStorage.getItem('seen')).toBeNull()
  })

  it.each([
    { case: 'not JSON', text: 'plain' },
    { case: 'no value', text: '{"expiry":1}' },
    { case: 'an expiry that is not a number', text: '{"value":1,"expiry":"soon"}' },
    { case: 'null', text: 'null' },
  ])('drops an entry that is $case', ({ text }) => {
    sessionStorage.setItem('odd', text)
    expect(sessionValues().get('odd')).toBeUndefined()
    expect(sessionStorage.getItem('odd')).toBeNull()
  })

  it('finds nothing under a key never set, without logging', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(sessionValues().get('missing')).toBeUndefined()
    expect(warn).not.toHaveBeenCalled()
  })

  it('a storage that refuses a value logs the message and reports false', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    expect(sessionValues().set('big', 'x')).toBe(false)
    expect(warn).toHaveBeenCalledWith(STORAGE_UNAVAILABLE_MESSAGE)
  })
})
