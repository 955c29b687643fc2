// The blocks the server-render benches use: the first one of each element's demo page that `renderPage` renders
// in Node with no warning, taken in turn until there are `count`.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parse } from 'parse5'

/** `renderPage` of the built `ss-elements/server`. */
export async function builtRenderPage(distDir) {
  return (await import(pathToFileURL(join(distDir, 'server-render', 'index.js')).href)).renderPage
}

/** `count` blocks' sources, and how many kinds of block they are (every kind once before any twice). */
export async function benchBlocks(distDir, count) {
  const renderPage = await builtRenderPage(distDir)
  const kinds = []
  for (const tag of blockTags(distDir)) {
    const block = firstBlock(readFileSync(join(distDir, '..', 'elements', tag, 'demo.html'), 'utf8'), tag)
    if (block && (await renderPage(block)).warnings.length === 0) kinds.push(block)
  }
  return { blocks: Array.from({ length: count }, (_, at) => kinds[at % kinds.length]), kinds: Math.min(count, kinds.length) }
}

/** The tags `renderPage` renders, from the generated list of server blocks. */
function blockTags(distDir) {
  const source = readFileSync(join(distDir, '..', 'elements', 'server.ts'), 'utf8')
  return [...source.matchAll(/'(ss-[\w-]+)':/g)].map((match) => match[1])
}

/** The source of the first `<tag>` of a demo page, as written. */
function firstBlock(html, tag) {
  const found = (node) => {
    if (node.tagName === tag) return node
    for (const child of node.childNodes ?? []) {
      const inner = found(child)
      if (inner) return inner
    }
  }
  const location = found(parse(html, { sourceCodeLocationInfo: true }))?.sourceCodeLocation
  return location && html.slice(location.startOffset, location.endOffset)
}
