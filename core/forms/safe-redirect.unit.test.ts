import { describe, expect, it } from 'vitest'
import { safeRedirectUrl } from './safe-redirect.ts'

const page = 'https://shop.example.com/contact/?ref=1'

describe('safeRedirectUrl', () => {
  it.each([
    ['https://example.com/thanks', 'https://example.com/thanks'],
    ['http://example.com/', 'http://example.com/'],
    ['/thanks', 'https://shop.example.com/thanks'],
    ['thanks?x=1#top', 'https://shop.example.com/contact/thanks?x=1#top'],
    ['  /thanks  ', 'https://shop.example.com/thanks'],
  ])('goes to %s', (target, expected) => {
    expect(safeRedirectUrl(target, page)).toBe(expected)
  })

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' java\nscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'ftp://example.com/',
    'mailto:a@b.co',
    'http://[bad',
    '',
  ])('refuses %j', (target) => {
    expect(safeRedirectUrl(target, page)).toBeUndefined()
  })
})
