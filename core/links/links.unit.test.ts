import { describe, expect, it } from 'vitest'
import {
  blogUrlToken,
  internalPageId,
  internalPageUrl,
  isProperMailto,
  isProperTel,
  isWithinLengthLimit,
  linkCategory,
  limitedLinkKind,
} from './index.ts'

describe('linkCategory', () => {
  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['#top', 'anchor'],
    ['http://example.com', 'external'],
    ['https://example.com/a?b=1', 'external'],
    ['HTTPS://EXAMPLE.COM', 'external'],
    ['ftp://files.example.com/a.zip', 'external'],
    ['//cdn.example.com/a.js', 'external'],
    ['/s/menu.pdf', 'file'],
    ['/about', 'content'],
    ['/pages/5f1a2b3c4d5e6f7a8b9c0d1e', 'content'],
    ['blog/first-post', 'content'],
    ['/shop/s/item', 'content'],
    ['mailto:ann@example.com', 'misc-protocol'],
    ['tel:+15550100', 'misc-protocol'],
    ['sms:+15550100', 'misc-protocol'],
    ['javascript:void(0)', 'misc-protocol'],
    ['http:example.com', 'malformed-protocol'],
    ['https:/example.com', 'malformed-protocol'],
    ['ftp:files.example.com', 'malformed-protocol'],
    ['htp://x.com', 'malformed-protocol'],
    ['javascript://alert(1)', 'malformed-protocol'],
    ['mailto://ann@example.com', 'malformed-protocol'],
  ])('%j is %s', (href, category) => {
    expect(linkCategory(href)).toBe(category)
  })
})

describe('link length limits', () => {
  const of = (prefix: string, length: number) => prefix + 'x'.repeat(length - prefix.length)
  it.each([
    ['anchor of 99', of('#', 99), true],
    ['anchor of 100', of('#', 100), false],
    ['tel of 49', of('tel:', 49), true],
    ['tel of 50', of('tel:', 50), false],
    ['sms of 999', of('sms:', 999), true],
    ['sms of 1000', of('sms:', 1000), false],
    ['mailto of 999', of('mailto:', 999), true],
    ['mailto of 1000', of('mailto:', 1000), false],
    ['javascript of 249', of('javascript:', 249), true],
    ['javascript of 250', of('javascript:', 250), false],
    ['ftp of 99', of('ftp:', 99), true],
    ['ftp of 100', of('ftp:', 100), false],
    ['https of 5000 (no limit)', of('https:', 5000), true],
    ['content path of 5000 (no limit)', of('/', 5000), true],
  ])('%s → within: %s', (_, href, within) => {
    expect(isWithinLengthLimit(href)).toBe(within)
  })

  it.each([
    ['#a', 'anchor'],
    ['TEL:1234', 'tel'],
    ['ftp://x', 'ftp'],
    ['https://x', undefined],
    ['anchor:x', undefined],
    ['/page', undefined],
  ])('%j is limited as %s', (href, kind) => {
    expect(limitedLinkKind(href)).toBe(kind)
  })
})

describe('isProperTel', () => {
  it.each([
    ['tel:1234', true],
    ['tel:+1-555-0100', true],
    ['+44', false],
    ['tel:123', false],
    ['tel:+1 555 0100', false],
    ['tel:(555)0100', false],
    ['5550100', true],
    ['tel:', false],
    ['tel:555a', false],
    [`tel:${'5'.repeat(45)}`, true],
    [`tel:${'5'.repeat(46)}`, false],
    ['5'.repeat(49), true],
    ['5'.repeat(80), false],
  ])('%j → %s', (href, proper) => {
    expect(isProperTel(href)).toBe(proper)
  })
})

describe('isProperMailto', () => {
  it.each([
    ['mailto:ann@example.com', true],
    ['mailto:ann@example.co.uk?subject=Hi', true],
    ['ann@example.com', true],
    ['mailto:ann@example', false],
    ['mailto:ann@example.', false],
    ['mailto:ann.example.com', false],
    ['mailto:ann@b@example.com', false],
    ['mailto:', false],
  ])('%j → %s', (href, proper) => {
    expect(isProperMailto(href)).toBe(proper)
  })
})

describe('blogUrlToken', () => {
  it.each([
    ['%y/%m/%d/%t', '%y/%m/%d/%t'],
    ['%Y/%M/%T', '%y/%m/%t'],
    ['My Blog Post', 'my-blog-post'],
    ['news   and  views', 'news-and-views'],
    ['a--b//c', 'a-b/c'],
    ['%x%y %q', 'x%y-q'],
    ['Café & Bar!', 'caf-bar'],
    ['blog/%y//%t', 'blog/%y/%t'],
    ['100% pure', '100-pure'],
  ])('%j → %j', (text, token) => {
    expect(blogUrlToken(text)).toBe(token)
  })
})

describe('internal page URLs', () => {
  const id = '5f1a2b3c4d5e6f7a8b9c0d1e'
  it('builds /pages/{id} from a 24-character id', () => {
    expect(internalPageUrl(id)).toBe(`/pages/${id}`)
  })
  it.each(['short', `${id}0`, '5f1a2b3c4d5e6f7a8b9c0d1-'])('refuses the id %j', (bad) => {
    expect(() => internalPageUrl(bad)).toThrow(RangeError)
  })
  it.each([
    [`/pages/${id}`, id],
    [`/pages/${id}/more`, undefined],
    ['/pages/abc', undefined],
    ['/about', undefined],
  ])('%j has the page id %j', (href, pageId) => {
    expect(internalPageId(href)).toBe(pageId)
  })
})
