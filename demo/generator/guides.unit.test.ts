import { describe, expect, it } from 'vitest'
import { guideAddress, resolveGuideLink } from './guides.mjs'

describe('guideAddress', () => {
  it('publishes the guides of docs/ and the changelog under /docs/', () => {
    expect(['docs/README.md', 'docs/ssr.md', 'CHANGELOG.md', 'docs/notes.txt', 'README.md'].map(guideAddress)).toEqual([
      '/docs/',
      '/docs/ssr/',
      '/docs/changelog/',
      undefined,
      undefined,
    ])
  })
})

describe('resolveGuideLink', () => {
  it('points links between guides, to element READMEs and to the README at their pages', () => {
    expect(resolveGuideLink('installing.md#which-file-to-load', 'docs/ssr.md')).toBe('/docs/installing/#which-file-to-load')
    expect(resolveGuideLink('../CHANGELOG.md', 'docs/versioning.md')).toBe('/docs/changelog/')
    expect(resolveGuideLink('docs/versioning.md', 'CHANGELOG.md')).toBe('/docs/versioning/')
    expect(resolveGuideLink('../elements/ss-form/README.md#captcha', 'docs/csp-and-privacy.md')).toBe('/ss-form/#captcha')
    expect(resolveGuideLink('../README.md#what-a-page-loads', 'docs/installing.md')).toBe('/')
  })

  it('keeps public addresses and fragments, and has no page for other files', () => {
    expect(resolveGuideLink('https://semver.org/', 'docs/versioning.md')).toBe('https://semver.org/')
    expect(resolveGuideLink('#the-policy', 'docs/csp-and-privacy.md')).toBe('#the-policy')
    expect(resolveGuideLink('../server/README.md', 'docs/ssr.md')).toBeUndefined()
  })
})
