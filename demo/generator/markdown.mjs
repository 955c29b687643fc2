// A small Markdown renderer for the guides in docs/: headings, paragraphs, lists, tables, fenced code (with a
// Copy button), inline code, links and bold. What the guides do not use (nested lists, images, raw HTML) is
// not supported: raw HTML shows as text, never as markup.
import { html, slug } from './html.mjs'
import { codeBlock } from './layout.mjs'

const FENCE = /^(```|~~~)/
const HEADING = /^(#{1,6})\s+(.*?)\s*#*$/
const LIST_ITEM = /^(?:[-*]|\d+\.)\s+/
const TABLE_SEPARATOR = /^\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/

/**
 * The HTML of a Markdown document. `resolveLink(href)` gives the address a link points to in the site, or
 * undefined to show the link's text alone (a file the site does not publish). `idPrefix` keeps code block ids
 * unique in the page.
 */
export function markdownToHtml(markdown, { resolveLink = (href) => href, idPrefix = 'code' } = {}) {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n')
  const blocks = []
  let codeBlocks = 0
  let section = ''
  let i = 0
  while (i < lines.length) {
    const line = lines[i]
    if (line.trim() === '') {
      i += 1
    } else if (FENCE.test(line)) {
      const fence = FENCE.exec(line)[1]
      const end = lines.findIndex((candidate, j) => j > i && candidate.startsWith(fence))
      const stop = end === -1 ? lines.length : end
      codeBlocks += 1
      const code = lines.slice(i + 1, stop).join('\n')
      blocks.push(codeBlock({ id: `${idPrefix}-${codeBlocks}`, code, label: `code block ${codeBlocks}${section}` }))
      i = stop + 1
    } else if (HEADING.test(line)) {
      const [, hashes, text] = HEADING.exec(line)
      const level = hashes.length
      section = ` of “${text.replace(/`/g, '')}”`
      blocks.push(html`<h${level} id="${slug(text.replace(/`/g, ''))}">${inline(text, resolveLink)}</h${level}>`)
      i += 1
    } else if (line.startsWith('|') && TABLE_SEPARATOR.test(lines[i + 1] ?? '')) {
      const rows = []
      for (i += 2; i < lines.length && lines[i].startsWith('|'); i += 1) rows.push(cells(lines[i]))
      blocks.push(table(cells(line), rows, resolveLink))
    } else if (LIST_ITEM.test(line)) {
      const ordered = /^\d/.test(line)
      const items = []
      for (; i < lines.length && (LIST_ITEM.test(lines[i]) || /^\s+\S/.test(lines[i])); i += 1) {
        if (LIST_ITEM.test(lines[i])) items.push(lines[i].replace(LIST_ITEM, ''))
        else items[items.length - 1] += ` ${lines[i].trim()}`
      }
      const content = items.map((item) => html`\n  <li>${inline(item, resolveLink)}</li>`)
      blocks.push(ordered ? html`<ol>${content}\n</ol>` : html`<ul>${content}\n</ul>`)
    } else {
      const paragraph = []
      for (; i < lines.length && lines[i].trim() !== '' && !startsBlock(lines, i); i += 1) paragraph.push(lines[i].trim())
      blocks.push(html`<p>${inline(paragraph.join(' '), resolveLink)}</p>`)
    }
  }
  return html`${blocks.map((block) => html`${block}\n`)}`
}

function startsBlock(lines, i) {
  const line = lines[i]
  return FENCE.test(line) || HEADING.test(line) || LIST_ITEM.test(line) || (line.startsWith('|') && TABLE_SEPARATOR.test(lines[i + 1] ?? ''))
}

/** The cells of a table row: split on `|` outside code spans, `\|` being a literal bar. */
function cells(row) {
  const found = []
  let cell = ''
  let inCode = false
  const text = row.trim().replace(/^\|/, '').replace(/\|$/, '')
  for (let i = 0; i < text.length; i += 1) {
    const character = text[i]
    if (character === '\\' && text[i + 1] === '|') {
      cell += '|'
      i += 1
    } else if (character === '`') {
      inCode = !inCode
      cell += character
    } else if (character === '|' && !inCode) {
      found.push(cell.trim())
      cell = ''
    } else {
      cell += character
    }
  }
  return [...found, cell.trim()]
}

function table(header, rows, resolveLink) {
  // A region of its own, focusable, so that a table wider than a phone's screen scrolls from the keyboard too.
  const name = `Table: ${header.map((cell) => cell.replace(/`/g, '')).join(', ')}`
  return html`<div class="table-scroll" role="region" aria-label="${name}" tabindex="0"><table>
  <thead><tr>${header.map((cell) => html`<th scope="col">${inline(cell, resolveLink)}</th>`)}</tr></thead>
  <tbody>${rows.map((row) => html`\n    <tr>${row.map((cell) => html`<td>${inline(cell, resolveLink)}</td>`)}</tr>`)}
  </tbody>
</table></div>`
}

const LINK = /\[((?:`[^`]*`|[^\]])+)\]\(([^)\s]+)\)/g

/** Inline Markdown: links (whose text may hold code), then code spans, then bold; the rest is escaped text. */
function inline(text, resolveLink) {
  const parts = []
  let last = 0
  for (const match of text.matchAll(LINK)) {
    parts.push(spans(text.slice(last, match.index)))
    const href = resolveLink(match[2])
    parts.push(href === undefined ? spans(match[1]) : html`<a href="${href}">${spans(match[1])}</a>`)
    last = match.index + match[0].length
  }
  parts.push(spans(text.slice(last)))
  return html`${parts}`
}

function spans(text) {
  return html`${text.split(/`([^`]+)`/).map((part, i) => (i % 2 === 1 ? html`<code>${part}</code>` : bold(part)))}`
}

function bold(text) {
  return html`${text.split(/\*\*([^*]+)\*\*/).map((part, i) => (i % 2 === 1 ? html`<strong>${part}</strong>` : part))}`
}
