import { describe, expect, it } from 'vitest'
import { htmlText } from './html.mjs'
import { markdownToHtml } from './markdown.mjs'

const render = (markdown: string, resolveLink?: (href: string) => string | undefined) =>
  htmlText(markdownToHtml(markdown, resolveLink ? { resolveLink } : {}))

describe('markdownToHtml', () => {
  it('renders headings with anchors, paragraphs joined from their lines, and inline code, bold and links', () => {
    expect(render('# Server `<ss-menu>` rendering\n\nOne **two**\nthree `<b>` [four `x`](four.md).')).toBe(
      '<h1 id="server-ss-menu-rendering">Server <code>&lt;ss-menu&gt;</code> rendering</h1>\n' +
        '<p>One <strong>two</strong> three <code>&lt;b&gt;</code> <a href="four.md">four <code>x</code></a>.</p>\n',
    )
  })

  it('writes a link the site does not publish as its text alone', () => {
    expect(render('See [the notes](notes.md) and [the guide](guide.md).', (href) => (href === 'guide.md' ? '/docs/guide/' : undefined))).toBe(
      '<p>See the notes and <a href="/docs/guide/">the guide</a>.</p>\n',
    )
  })

  it('renders lists with their continuation lines, and tables with bars inside code kept', () => {
    expect(render('- one\n  continued\n- two\n\n1. first')).toBe(
      '<ul>\n  <li>one continued</li>\n  <li>two</li>\n</ul>\n<ol>\n  <li>first</li>\n</ol>\n',
    )
    const table = render('| A | B |\n|---|---|\n| `x \\| y` | `a | b` |')
    expect(table).toContain('<div class="table-scroll" role="region" aria-label="Table: A, B" tabindex="0">')
    expect(table).toContain('<th scope="col">A</th><th scope="col">B</th>')
    expect(table).toContain('<td><code>x | y</code></td><td><code>a | b</code></td>')
  })

  it('renders fenced code as an escaped snippet with a Copy button named after its section', () => {
    const page = render('## Install\n\n```html\n<script src="x.js"></script>\n```')
    expect(page).toContain('<pre id="code-1" tabindex="0"><code>&lt;script src=&quot;x.js&quot;&gt;&lt;/script&gt;</code></pre>')
    expect(page).toContain('Copy<span class="visually-hidden"> code block 1 of “Install”</span>')
  })

  it('shows raw HTML as text, never as markup', () => {
    expect(render('<img src=x onerror=alert(1)>')).toBe('<p>&lt;img src=x onerror=alert(1)&gt;</p>\n')
  })
})
