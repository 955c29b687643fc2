import { describe, expect, it } from 'vitest'
import { readConsent, storeConsent } from './consent-cookie.ts'

/** A document that keeps what scripts write to `document.cookie`. */
function pageAt(protocol: string) {
  const written: string[] = []
  const doc = {
    location: { protocol },
    set cookie(value: string) {
      written.push(value)
    },
  }
  return { doc: doc as unknown as Document, written }
}

describe('storeConsent', () => {
  it('stores the choice for 30 days, SameSite=Lax, on the whole site, for the page’s own host', () => {
    const { doc, written } = pageAt('http:')
    storeConsent(true, doc)
    expect(written).toEqual(['ss_cookieAllowed=true; Path=/; Max-Age=2592000; SameSite=Lax'])
  })
  it('marks the cookie Secure on https', () => {
    const { doc, written } = pageAt('https:')
    storeConsent(false, doc)
    expect(written).toEqual(['ss_cookieAllowed=false; Path=/; Max-Age=2592000; SameSite=Lax; Secure'])
  })
})

describe('readConsent', () => {
  it('reads true, false, or no choice', () => {
    expect(readConsent('a=1; ss_cookieAllowed=true')).toBe(true)
    expect(readConsent('ss_cookieAllowed=false')).toBe(false)
    expect(readConsent('ss_cookieAllowed=maybe')).toBe(undefined)
    expect(readConsent('')).toBe(undefined)
  })
})
