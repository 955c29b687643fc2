import type { Context } from 'hono'

/** What the request's own headers say about who sent it; stored beside events to help reading them. */
export interface ClientDetails {
  userAgent: string | null
  /** The page the request came from (its `Referer`), when the browser sent one. */
  pageUrl: string | null
}

export function clientDetails(c: Context): ClientDetails {
  return {
    userAgent: c.req.header('user-agent')?.slice(0, 512) ?? null,
    pageUrl: c.req.header('referer')?.slice(0, 2048) ?? null,
  }
}
