import { executeServerCommand } from '@web/test-runner-commands'

export interface BrowserCookie {
  name: string
  value: string
  /** With a leading dot for a domain cookie; the bare host for a host-only one. */
  domain: string
  path: string
  /** Seconds since the epoch; undefined for a session cookie. */
  expires?: number
  sameSite?: 'lax' | 'strict' | 'none'
  secure: boolean
}

/** The page's cookies as the browser keeps them, attributes included, in every browser of the suite. */
export async function browserCookies(): Promise<BrowserCookie[]> {
  return (await executeServerCommand<BrowserCookie[], undefined>('ss-read-cookies')) ?? []
}
