import { describe, expect, it } from 'vitest'
import { buildRequestUrl, credentialsFor } from './request-url.ts'

const page = 'http://www.custom-domain.com/shop/item?x=1'

describe('buildRequestUrl', () => {
  it("sends a path to the page's own origin", () => {
    expect(buildRequestUrl({ url: '/api/form/FormSubmissionKey' }, page).href).toBe(
      'http://www.custom-domain.com/api/form/FormSubmissionKey',
    )
  })

  it('sends a path to the site base URL when one is set', () => {
    expect(buildRequestUrl({ url: '/api/x', baseUrl: 'https://api.example.net' }, page).href).toBe(
      'https://api.example.net/api/x',
    )
  })

  it('leaves an absolute URL where it points', () => {
    expect(buildRequestUrl({ url: 'https://other.example/api/x', baseUrl: 'https://api.example.net' }, page).href).toBe(
      'https://other.example/api/x',
    )
  })

  it('serialises the query, skipping null and undefined, and appends the crumb last', () => {
    const url = buildRequestUrl({ url: '/api/x?a=1', query: { b: 'two words', c: 3, d: false, e: null, f: undefined }, crumb: 'c+1' }, page)
    expect(url.search).toBe('?a=1&b=two+words&c=3&d=false&crumb=c%2B1')
  })

  it('replaces a crumb already written in the URL', () => {
    expect(buildRequestUrl({ url: '/api/x?crumb=old', crumb: 'new' }, page).search).toBe('?crumb=new')
  })

  it('rewrites a secure request on a plain-http custom domain to https on the site domain', () => {
    expect(buildRequestUrl({ url: '/api/x', secure: true }, page).href).toBe('https://www.custom-domain.com/api/x')
    expect(buildRequestUrl({ url: '/api/x', secure: true }, 'http://www.custom-domain.com:8080/').href).toBe(
      'https://www.custom-domain.com/api/x',
    )
    expect(buildRequestUrl({ url: '/api/x', secure: true, baseUrl: 'http://site.example.org' }, page).href).toBe(
      'https://site.example.org/api/x',
    )
  })

  it('leaves a secure request alone when it already uses https or goes to a loopback host', () => {
    expect(buildRequestUrl({ url: '/api/x', secure: true }, 'https://shop.example/').href).toBe('https://shop.example/api/x')
    expect(buildRequestUrl({ url: '/api/x', secure: true }, 'http://localhost:8080/').href).toBe('http://localhost:8080/api/x')
    expect(buildRequestUrl({ url: '/api/x', secure: true }, 'http://127.0.0.1:8080/').href).toBe('http://127.0.0.1:8080/api/x')
  })

  it('leaves a request that is not secure on http', () => {
    expect(buildRequestUrl({ url: '/api/x' }, page).protocol).toBe('http:')
  })
})

describe('credentialsFor', () => {
  it('keeps credentials same-origin for the page origin and sends them cross-origin otherwise', () => {
    expect(credentialsFor(new URL('http://www.custom-domain.com/api/x'), page)).toBe('same-origin')
    expect(credentialsFor(new URL('https://www.custom-domain.com/api/x'), page)).toBe('include')
    expect(credentialsFor(new URL('https://api.example.net/api/x'), page)).toBe('include')
  })
})
