// Writes the "Attributes" table of each element's README from custom-elements.json, between
// `<!-- attributes:start -->` and `<!-- attributes:end -->`. Run by `npm run build` after the manifest, and by
// `npm run docs`.
import { readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { customElements } from './manifest/custom-elements.mjs'

const repoRoot = fileURLToPath(new URL('..', import.meta.url))
const START = '<!-- attributes:start -->'
const END = '<!-- attributes:end -->'

const code = (text) => (text ? `\`${text}\`` : '')
// A pipe inside a table cell ends the cell, even within a code span, unless escaped.
const row = (cells) => `| ${cells.map((cell) => cell.replaceAll('|', '\\|')).join(' | ')} |`

/** The Markdown table of an element's attributes, in the manifest's order. */
export function attributesTable(declaration) {
  return [
    'Each attribute but `data-block-json` sets the block JSON key named in the second column, and the property of',
    'that name reads and writes the attribute.',
    '',
    row(['Attribute', 'Key', 'Type', 'Default', 'Description']),
    row(['---', '---', '---', '---', '---']),
    ...(declaration.attributes ?? []).map((attribute) =>
      row([
        code(attribute.name),
        code(attribute.fieldName),
        code(attribute.type?.text),
        code(attribute.default),
        attribute.description ?? '',
      ]),
    ),
  ].join('\n')
}

/**
 * Each element README (`README.md` beside the module that declares the element) with its text now and its
 * text with the table the manifest gives.
 */
export function readmeTables(manifest, root = repoRoot) {
  return customElements(manifest).map(({ module, declaration }) => {
    const path = join(root, dirname(module.path), 'README.md')
    const text = readFileSync(path, 'utf8')
    return { path, text, expected: withTable(text, attributesTable(declaration), path) }
  })
}

/** Writes the READMEs whose table is out of date; returns their paths. */
export function writeReadmeTables(root = repoRoot) {
  const manifest = JSON.parse(readFileSync(join(root, 'custom-elements.json'), 'utf8'))
  const stale = readmeTables(manifest, root).filter(({ text, expected }) => text !== expected)
  for (const { path, expected } of stale) writeFileSync(path, expected)
  return stale.map(({ path }) => relative(root, path))
}

function withTable(text, table, path) {
  const start = text.indexOf(START)
  const end = text.indexOf(END, start)
  if (start === -1 || end === -1) throw new Error(`${path}: the Attributes section needs ${START} and ${END}`)
  return `${text.slice(0, start + START.length)}\n${table}\n${text.slice(end)}`
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const written = writeReadmeTables()
  console.log(written.length > 0 ? `README tables updated: ${written.join(', ')}` : 'README tables up to date')
}
