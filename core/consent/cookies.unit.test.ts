import { describe, expect, it } from 'vitest'
import { cookieScopes, readCookie } from './cookies.ts'

describe('cookieScopes', () => {
  it('lists host-only and every parent domain of the host', () => {
    expect(cookieScopes('www.shop.example.com', '/').domains).toEqual([
      undefined,
      'www.shop.example.com',
      'shop.example.com',
      'example.com',
    ])
  })
  it('lists a single-label host such as localhost itself', () => {
    expect(cookieScopes('localhost', '/').domains).toEqual([undefined, 'localhost'])
  })
  it('gives an IP address only host-only cookies', () => {
    expect(cookieScopes('192.168.1.20', '/').domains).toEqual([undefined])
    expect(cookieScopes('[::1]', '/').domains).toEqual([undefined])
  })
  it('lists the root and every folder of the path, with and without the trailing slash', () => {
    expect(cookieScopes('example.com', '/shop/shoes/red').paths).toEqual([
      '/',
      '/shop',
      '/shop/',
      '/shop/shoes',
      '/shop/shoes/',
      '/shop/shoes/red',
      '/shop/shoes/red/',
    ])
  })
})

describe('readCookie', () => {
  it('finds a cookie by its exact name and decodes it', () => {
    expect(readCookie('ss_cvr', 'x_ss_cvr=1; ss_cvr=a%7C1%7C2; y=3')).toBe('a|1|2')
  })
  it('gives undefined for a missing cookie and keeps an undecodable value as it is', () => {
    expect(readCookie('ss_cvt', 'ss_cvr=1')).toBeUndefined()
    expect(readCookie('bad', 'bad=%E0%A4%A')).toBe('%E0%A4%A')
  })
})
