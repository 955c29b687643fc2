import { parseVisitorRecord } from '../../core/analytics/visitor-cookies.ts'

/** The path of a page URL, for grouping by page; null for a missing or unreadable URL. */
export function pagePath(url: unknown): string | null {
  if (typeof url !== 'string') return null
  try {
    return new URL(url).pathname.slice(0, 2048)
  } catch {
    return null
  }
}

/** The visitor id and visit number of an `ss_cvr` value, or nulls when it is not one. */
export function visitorOf(visitorCookie: unknown): { visitorId: string | null; visitCount: number | null } {
  const record = parseVisitorRecord(typeof visitorCookie === 'string' ? visitorCookie : undefined)
  return { visitorId: record?.id.slice(0, 100) ?? null, visitCount: record?.visitCount ?? null }
}
