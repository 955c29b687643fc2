// Reads an element's hand-written `demo.html`: top-level `<section class="example" data-title="…">` blocks.
const SECTION_TAG = /<section\b[^>]*>|<\/section\s*>/gi
const EXAMPLE_OPENING = /^<section\b(?=[^>]*\bclass\s*=\s*["']?example["'\s>])[^>]*\bdata-title\s*=\s*(?:"([^"]*)"|'([^']*)')[^>]*>$/i

/**
 * The examples of a demo file, each `{ title, code }`, `code` being the block's inner HTML exactly as written
 * (dedented). The source text is sliced rather than parsed into a DOM, because serialising a DOM would rewrite
 * the markup shown in the snippets (`multiple` → `multiple=""`). Nested `<section>`s (ss-menu tabs) are kept.
 */
export function parseExamples(source) {
  const examples = []
  let depth = 0
  let open
  for (const match of source.matchAll(SECTION_TAG)) {
    const tag = match[0]
    if (!tag.startsWith('</')) {
      const example = depth === 0 ? EXAMPLE_OPENING.exec(tag) : null
      if (example) open = { title: decodeAttribute(example[1] ?? example[2]), start: match.index + tag.length }
      depth += 1
      continue
    }
    depth -= 1
    if (depth === 0 && open) {
      examples.push({ title: open.title, code: dedent(source.slice(open.start, match.index)) })
      open = undefined
    }
    if (depth < 0) throw new Error(`demo.html: a </section> at offset ${match.index} closes nothing`)
  }
  if (depth !== 0) throw new Error('demo.html: a <section> is never closed')
  return examples
}

/** Removes the blank lines around `text` and the indentation its lines share. */
export function dedent(text) {
  const lines = text.replace(/^\s*\n|\s+$/g, '').split('\n')
  const indents = lines.filter((line) => line.trim()).map((line) => /^[ \t]*/.exec(line)[0].length)
  const common = indents.length ? Math.min(...indents) : 0
  return lines.map((line) => line.slice(common).trimEnd()).join('\n')
}

function decodeAttribute(value) {
  const named = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }
  return value.replace(/&(?:#(\d+)|#x([\da-f]+)|(\w+));/gi, (entity, decimal, hex, name) =>
    decimal ? String.fromCodePoint(Number(decimal)) : hex ? String.fromCodePoint(parseInt(hex, 16)) : (named[name] ?? entity),
  )
}
