import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { buildDemo } from './build-demo.mjs'
import { checkMarkdown, checkPages, headingSlugs, markdownFiles } from './check-links.mjs'
import { analyzeManifest } from './manifest/analyze.mjs'

const fixtures = mkdtempSync(join(tmpdir(), 'check-links-'))
afterAll(() => rmSync(fixtures, { recursive: true, force: true }))

function write(files: Record<string, string>) {
  const root = mkdtempSync(join(fixtures, 'repo-'))
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), text)
  }
  return root
}

describe('checkMarkdown', () => {
  const root = write({
    'README.md': [
      '# Guide',
      '## Two words',
      'Read [the guide](docs/guide.md), [its part](docs/guide.md#the-part) and [this](#two-words).',
      'Also [gone](docs/missing.md), [no part](docs/guide.md#nowhere) and [here](#nothing).',
      '[private](../shared/CONTRACT.md), [local](http://localhost:8080/), [plain](http://example.com/)',
      '[file](file:///etc/passwd), [public](https://example.com/docs), <a href="docs/gone.html">x</a>',
      'As 000 §7 says.',
      '```html',
      '<a href="nowhere.md">in code</a> 001 §3',
      '```',
      'And `[code](nowhere.md)` is an example.',
    ].join('\n'),
    'docs/guide.md': '# Guide\n\n## The part\n\n[back](../README.md#guide)\n',
  })

  it('reports each broken or leaving link and each citation, with nothing for links that resolve', () => {
    expect(checkMarkdown(markdownFiles(root), { root })).toEqual([
      'README.md: line 7 cites a section of a document outside the repository',
      'README.md: links to a missing file: docs/missing.md',
      'README.md: links to a missing anchor: docs/guide.md#nowhere',
      'README.md: links to a missing anchor: #nothing',
      'README.md: links outside the repository: ../shared/CONTRACT.md',
      'README.md: links to a private host: http://localhost:8080/',
      'README.md: links by http: rather than to a public https site: http://example.com/',
      'README.md: links by file: rather than to a public https site: file:///etc/passwd',
      'README.md: links to a missing file: docs/gone.html',
    ])
  })

  it("makes heading anchors as GitHub does: code and links kept as text, repeats numbered", () => {
    expect(headingSlugs('# `<ss-menu>` and [tabs](x.md)!\n## Events\n## Events\n```\n# not a heading\n```')).toEqual([
      'ss-menu-and-tabs',
      'events',
      'events-1',
    ])
  })
})

describe('the documentation of this repository', () => {
  it('has no broken link, no link leaving it and no citation in any Markdown file', () => {
    expect(checkMarkdown(markdownFiles())).toEqual([])
  })

  it('has none in any generated docs page either', async () => {
    const site = join(fixtures, 'demo')
    buildDemo(site, await analyzeManifest())
    expect(checkPages(site)).toEqual([])
  }, 60_000)

  it('reports a page linking to a page that does not exist', () => {
    const root = write({ 'site/index.html': '<a href="/ss-nothing/">x</a><a href="/#top">top</a><p id="top"></p>', 'demo/site.css': '' })
    expect(checkPages(join(root, 'site'), { root })).toEqual(['index.html: links to a missing file: /ss-nothing/'])
  })
})
