import { afterEach, describe, expect, it } from 'vitest'
import { sessionHeadersFor, setSessionHeader } from './session-headers.ts'

const page = 'https://www.example.com/shop/'

describe('session headers', () => {
  afterEach(() => setSessionHeader('X-XSRF-Token', undefined))

  it.each([
    ['a path on the page’s host', 'https://www.example.com/api/x', undefined, true],
    ['the https upgrade of a secure call', 'https://www.example.com/api/x', 'http://www.example.com/', true],
    ['the site’s base URL on another host', 'https://site.example.net/api/x', 'https://site.example.net/', true],
    ['the page’s host when the base URL is elsewhere', 'https://www.example.com/api/x', 'https://site.example.net/', false],
    ['another host (an events service)', 'https://events.example.org/api/v1/events', undefined, false],
  ])('%s: sent %s', (_, url, baseUrl, sent) => {
    setSessionHeader('X-XSRF-Token', 'token-1')
    expect(sessionHeadersFor(new URL(url), baseUrl, page)).toEqual(sent ? { 'X-XSRF-Token': 'token-1' } : {})
  })

  it('sends nothing once the header is removed', () => {
    setSessionHeader('X-XSRF-Token', 'token-1')
    setSessionHeader('X-XSRF-Token', undefined)
    expect(sessionHeadersFor(new URL('https://www.example.com/api/x'), undefined, page)).toEqual({})
  })
})
