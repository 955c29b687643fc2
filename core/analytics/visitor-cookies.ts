import { readCookie, writeCookie } from '../consent/cookies.ts'
import { randomId } from '../consent/random-id.ts'

export const VISITOR_RECORD_COOKIE = 'ss_cvr'
export const VISIT_TIMER_COOKIE = 'ss_cvt'

/** The long visit cookie lasts 2 years, the short one 30 minutes. */
export const VISITOR_RECORD_LIFETIME_MS = 2 * 365 * 24 * 60 * 60 * 1000
export const VISIT_LIFETIME_MS = 30 * 60 * 1000

/**
 * What `ss_cvr` holds: an id, then four positive integers. Here: when the first visit began, when the
 * previous visit began, when this visit began (ms since 1970), and how many visits there have been.
 */
export interface VisitorRecord {
  id: string
  firstVisit: number
  previousVisit: number
  currentVisit: number
  visitCount: number
}

const POSITIVE_INTEGER = /^[1-9]\d*$/

export function formatVisitorRecord(record: VisitorRecord): string {
  return [record.id, record.firstVisit, record.previousVisit, record.currentVisit, record.visitCount].join('|')
}

/** The record in an `ss_cvr` value, or undefined when it is not an id and four positive integers joined by `|`. */
export function parseVisitorRecord(value: string | undefined): VisitorRecord | undefined {
  const parts = value?.split('|') ?? []
  const [id = '', ...numbers] = parts
  if (parts.length !== 5 || id === '' || !numbers.every((part) => POSITIVE_INTEGER.test(part))) return undefined
  const [firstVisit, previousVisit, currentVisit, visitCount] = numbers.map(Number) as [number, number, number, number]
  return { id, firstVisit, previousVisit, currentVisit, visitCount }
}

/** The time of the visitor's last hit in an `ss_cvt` value (a positive integer), or undefined. */
export function parseVisitTimer(value: string | undefined): number | undefined {
  return value !== undefined && POSITIVE_INTEGER.test(value) ? Number(value) : undefined
}

/**
 * The visitor's cookies after a hit at `now`: the first hit creates the record; a hit after the short cookie
 * lapsed (missing, or older than 30 minutes) starts a new visit and counts it; every hit renews the short
 * cookie.
 */
export function visitAfterHit(
  record: VisitorRecord | undefined,
  lastHit: number | undefined,
  now: number,
  newId: () => string = randomId,
): { record: VisitorRecord; newVisit: boolean } {
  if (!record) return { record: { id: newId(), firstVisit: now, previousVisit: now, currentVisit: now, visitCount: 1 }, newVisit: true }
  const lapsed = lastHit === undefined || now - lastHit >= VISIT_LIFETIME_MS || now < lastHit
  if (!lapsed) return { record, newVisit: false }
  return { record: { ...record, previousVisit: record.currentVisit, currentVisit: now, visitCount: record.visitCount + 1 }, newVisit: true }
}

/** Reads the visitor's cookies, counts this hit, and writes them back. Returns the `ss_cvr` value now stored. */
export function recordVisitorHit(now: number = Date.now(), doc: Document = document): string {
  const { record } = visitAfterHit(
    parseVisitorRecord(readCookie(VISITOR_RECORD_COOKIE, doc.cookie)),
    parseVisitTimer(readCookie(VISIT_TIMER_COOKIE, doc.cookie)),
    now,
  )
  const secure = doc.location.protocol === 'https:'
  const value = formatVisitorRecord(record)
  writeCookie(VISITOR_RECORD_COOKIE, value, { maxAgeSeconds: VISITOR_RECORD_LIFETIME_MS / 1000, sameSite: 'Lax', secure }, doc)
  writeCookie(VISIT_TIMER_COOKIE, String(now), { maxAgeSeconds: VISIT_LIFETIME_MS / 1000, sameSite: 'Lax', secure }, doc)
  return value
}
