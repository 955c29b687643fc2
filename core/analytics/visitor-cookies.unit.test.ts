import { describe, expect, it } from 'vitest'
import {
  formatVisitorRecord,
  parseVisitTimer,
  parseVisitorRecord,
  recordVisitorHit,
  visitAfterHit,
  VISIT_LIFETIME_MS,
} from './visitor-cookies.ts'

const MINUTE = 60_000
const start = Date.UTC(2026, 0, 10, 9, 0)

/** A document with a cookie jar that honours Max-Age against a clock the test moves. */
function pageWithClock(protocol = 'http:') {
  let now = start
  const jar = new Map<string, { value: string; expires: number }>()
  const written: string[] = []
  const doc = {
    location: { protocol },
    get cookie() {
      return [...jar].filter(([, cookie]) => cookie.expires > now).map(([name, cookie]) => `${name}=${cookie.value}`).join('; ')
    },
    set cookie(text: string) {
      written.push(text)
      const [pair = '', ...attributes] = text.split('; ')
      const [name = '', value = ''] = pair.split('=')
      const maxAge = Number(attributes.find((attribute) => attribute.startsWith('Max-Age='))?.slice(8))
      jar.set(name, { value: decodeURIComponent(value), expires: now + maxAge * 1000 })
    },
  }
  return {
    doc: doc as unknown as Document,
    written,
    advance: (ms: number) => (now += ms),
    hit: () => recordVisitorHit(now, doc as unknown as Document),
  }
}

describe('visitor tracking cookies', () => {
  it('the first hit creates ss_cvr: an id, then first, previous and current visit times and a count of 1', () => {
    const page = pageWithClock()
    const cvr = page.hit()
    expect(cvr).toMatch(new RegExp(`^[0-9a-f-]{36}\\|${start}\\|${start}\\|${start}\\|1$`))
    expect(page.doc.cookie).toContain(`ss_cvt=${start}`)
  })

  it('writes ss_cvr for 2 years and ss_cvt for 30 minutes, SameSite=Lax, Secure on https', () => {
    const page = pageWithClock('https:')
    page.hit()
    expect(page.written[0]).toMatch(/^ss_cvr=.*; Path=\/; Max-Age=63072000; SameSite=Lax; Secure$/)
    expect(page.written[1]).toBe(`ss_cvt=${start}; Path=/; Max-Age=1800; SameSite=Lax; Secure`)
  })

  it('a hit within 30 minutes of the last one is the same visit, and renews the short cookie', () => {
    const page = pageWithClock()
    const first = page.hit()
    page.advance(20 * MINUTE)
    expect(page.hit()).toBe(first)
    page.advance(20 * MINUTE)
    expect(page.hit()).toBe(first)
    expect(page.doc.cookie).toContain(`ss_cvt=${start + 40 * MINUTE}`)
  })

  it('a hit after the short cookie lapsed counts a new visit', () => {
    const page = pageWithClock()
    const id = page.hit().split('|')[0]
    page.advance(31 * MINUTE)
    const later = start + 31 * MINUTE
    expect(page.hit()).toBe(`${id}|${start}|${start}|${later}|2`)
    page.advance(3 * 24 * 60 * MINUTE)
    const latest = later + 3 * 24 * 60 * MINUTE
    expect(page.hit()).toBe(`${id}|${start}|${later}|${latest}|3`)
  })

  it('starts over when ss_cvr is not an id and four positive integers', () => {
    expect(parseVisitorRecord('abc|1|2|3')).toBeUndefined()
    expect(parseVisitorRecord('abc|1|2|3|0')).toBeUndefined()
    expect(parseVisitorRecord('abc|1|2|x|4')).toBeUndefined()
    expect(parseVisitorRecord('|1|2|3|4')).toBeUndefined()
    expect(parseVisitorRecord(undefined)).toBeUndefined()
    const record = { id: 'v1', firstVisit: 1, previousVisit: 2, currentVisit: 3, visitCount: 4 }
    expect(parseVisitorRecord(formatVisitorRecord(record))).toEqual(record)
  })

  it('reads ss_cvt only as a positive integer', () => {
    expect(parseVisitTimer('1700000000000')).toBe(1700000000000)
    expect(parseVisitTimer('0')).toBeUndefined()
    expect(parseVisitTimer('-5')).toBeUndefined()
    expect(parseVisitTimer('soon')).toBeUndefined()
  })

  it('counts a new visit when the short cookie says a time in the future (a clock set back)', () => {
    const record = { id: 'v1', firstVisit: start, previousVisit: start, currentVisit: start, visitCount: 1 }
    expect(visitAfterHit(record, start + VISIT_LIFETIME_MS, start + MINUTE).newVisit).toBe(true)
  })

  it('counts exactly at 30 minutes as lapsed', () => {
    const record = { id: 'v1', firstVisit: start, previousVisit: start, currentVisit: start, visitCount: 1 }
    expect(visitAfterHit(record, start, start + VISIT_LIFETIME_MS - 1).newVisit).toBe(false)
    expect(visitAfterHit(record, start, start + VISIT_LIFETIME_MS).newVisit).toBe(true)
  })
})
