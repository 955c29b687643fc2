import { describe, expect, it } from 'vitest'
import { itemIdAddress, itemIdOf, safeNavigationUrl } from './navigation-urls.ts'

describe('itemIdAddress', () => {
  const page = new URL('https://site.example/gallery/page?x=1#top')
  it('sets itemId, keeping the other query terms and the fragment', () => {
    expect(itemIdAddress(page, 'sunset')).toBe('/gallery/page?x=1&itemId=sunset#top')
  })
  it('replaces an itemId already there', () => {
    expect(itemIdAddress(new URL('https://s.example/p?itemId=a'), 'b')).toBe('/p?itemId=b')
  })
  it("goes under the collection's URL, ending in a slash", () => {
    expect(itemIdAddress(page, '5f1a', '/gallery')).toBe('/gallery/?x=1&itemId=5f1a#top')
    expect(itemIdAddress(page, '5f1a', '/gallery/')).toBe('/gallery/?x=1&itemId=5f1a#top')
  })
  it('reads the itemId of an address', () => {
    expect(itemIdOf('?itemId=sunset')).toBe('sunset')
    expect(itemIdOf('?x=1')).toBeUndefined()
  })
})

describe('safeNavigationUrl', () => {
  const base = 'https://site.example/page'
  it('follows http, https and relative addresses', () => {
    expect(safeNavigationUrl('https://example.com/', base)).toBe('https://example.com/')
    expect(safeNavigationUrl('http://example.com/a', base)).toBe('http://example.com/a')
    expect(safeNavigationUrl('/shop', base)).toBe('https://site.example/shop')
  })
  it('never follows javascript:, data: or other schemes', () => {
    for (const url of ['javascript:alert(1)', ' JavaScript:alert(1)', 'java\tscript:alert(1)', 'data:text/html,x', 'mailto:a@b.c', '', undefined]) {
      expect(safeNavigationUrl(url, base), String(url)).toBeUndefined()
      expect(safeNavigationUrl(url), String(url)).toBeUndefined()
    }
  })
  it('with no base (a server render), keeps a relative address as written and an absolute one whole', () => {
    expect(safeNavigationUrl(' /shop?x=1 ')).toBe('/shop?x=1')
    expect(safeNavigationUrl('https://example.com/a')).toBe('https://example.com/a')
  })
})
