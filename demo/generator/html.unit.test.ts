import { describe, expect, it } from 'vitest'
import { escapeHtml, html, htmlText, inlineMarkdown, slug, trustedHtml } from './html.mjs'

describe('html`…`', () => {
  it('escapes every interpolated value', () => {
    const title = `<img src=x onerror="alert('x')"> & more`
    expect(htmlText(html`<h1 title="${title}">${title}</h1>`)).toBe(
      '<h1 title="&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt; &amp; more">' +
        '&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt; &amp; more</h1>',
    )
  })

  it('inserts nested fragments and trusted HTML as they are, and joins arrays', () => {
    const items = ['a<b', 'c'].map((item) => html`<li>${item}</li>`)
    expect(htmlText(html`<ul>${items}</ul>${trustedHtml('<hr>')}`)).toBe('<ul><li>a&lt;b</li><li>c</li></ul><hr>')
  })

  it('writes nothing for undefined, null and false, and 0 as a number', () => {
    expect(htmlText(html`[${undefined}${null}${false}${0}]`)).toBe('[0]')
  })
})

describe('inlineMarkdown', () => {
  it('turns `code` spans into <code> and escapes the text inside and around them', () => {
    expect(htmlText(inlineMarkdown('Each `<details>` gets <b>data-state</b>'))).toBe(
      'Each <code>&lt;details&gt;</code> gets &lt;b&gt;data-state&lt;/b&gt;',
    )
  })

  it('leaves an unpaired backtick as text', () => {
    expect(htmlText(inlineMarkdown('a ` b'))).toBe('a ` b')
  })
})

describe('escapeHtml and slug', () => {
  it('escapes the five characters that matter in text and attribute values', () => {
    expect(escapeHtml(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&#39;')
  })

  it('makes fragment ids from titles', () => {
    expect(slug('Themed with ::part(base) & --vars!')).toBe('themed-with-part-base-vars')
  })
})
