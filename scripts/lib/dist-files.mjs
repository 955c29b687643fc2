// The files of dist/ that a browser loads, their sizes, and what each entry imports.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, posix } from 'node:path'
import { gzipSync } from 'node:zlib'

/** The entry points a page can load, as paths under dist/. */
export function entryFiles(distDir) {
  const elements = jsFilesIn(distDir, 'elements')
  return ['ss-elements.js', ...elements, 'core/index.js', 'autoloader.js'].filter((file) => existsSync(join(distDir, file)))
}

export const chunkFiles = (distDir) => jsFilesIn(distDir, 'chunks')

export function fileSizes(distDir, file) {
  const bytes = readFileSync(join(distDir, file))
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length }
}

// Rollup names chunks `chunks/[name]-[hash].js` (rollup.config.mjs), the hash being 8 base64url characters.
const CHUNK_HASH = /-[\w-]{8}(?=\.js$)/

/** `chunks/react-DociOJLC.js` → `chunks/react-[hash].js`: a name that stays the same from build to build. */
export const stableName = (file) => (file.startsWith('chunks/') ? file.replace(CHUNK_HASH, '-[hash]') : file)

/** `chunks/react-DociOJLC.js` → `react`; an entry point keeps its path. */
export const chunkName = (file) => (file.startsWith('chunks/') ? posix.basename(file.replace(CHUNK_HASH, ''), '.js') : file)

/**
 * `file` and every file it imports statically, transitively: what the browser fetches before the entry runs.
 * Rollup writes a chunk's static imports first, one after the other (after the compile hint's comment line), so
 * reading that prelude is enough; `import()` calls further down load on demand and are not counted.
 */
export function staticImportClosure(distDir, file) {
  const seen = new Set()
  const visit = (path) => {
    if (seen.has(path)) return
    seen.add(path)
    for (const specifier of leadingImports(readFileSync(join(distDir, path), 'utf8'))) {
      if (!specifier.startsWith('.')) throw new Error(`${path} imports "${specifier}", which a browser cannot load from dist/`)
      visit(posix.join(posix.dirname(path), specifier))
    }
  }
  visit(file)
  return [...seen]
}

const STATIC_IMPORT = /(?:\s|\/\/[^\n]*\n)*(?:import|export)\s*(?:[\w$*{},\s]+?from\s*)?(["'])([^"']+)\1\s*;?/y

function leadingImports(code) {
  const specifiers = []
  STATIC_IMPORT.lastIndex = 0
  for (let match = STATIC_IMPORT.exec(code); match; match = STATIC_IMPORT.exec(code)) specifiers.push(match[2])
  return specifiers
}

export function jsFilesIn(distDir, folder) {
  const dir = join(distDir, folder)
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .filter((name) => name.endsWith('.js'))
    .sort()
    .map((name) => posix.join(folder, name))
}
