// The static imports of every entry of dist/ (its root files, elements/, lite/ and lite/elements/), followed to the
// end, as paths relative to dist/: what `ss-elements/server` preloads for a page's module scripts.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, posix } from 'node:path'

const ENTRY_FOLDERS = ['', 'elements', 'lite', 'lite/elements']
// A static import in rollup's minified output: `import{a}from"../chunks/x.js"` or `import"../chunks/x.js"`.
const STATIC_IMPORT = /\bimport\s*(?:[\w${},*\s]+?\s*from\s*)?["']([^"']+\.js)["']/g

/** `{ 'elements/ss-gallery.js': ['chunks/element-class-….js', …], … }` for the dist/ folder at `distDir`. */
export function moduleGraph(distDir) {
  const graph = {}
  for (const folder of ENTRY_FOLDERS) {
    if (!existsSync(join(distDir, folder))) continue
    for (const name of readdirSync(join(distDir, folder)).filter((file) => file.endsWith('.js'))) {
      const entry = posix.join(folder, name)
      graph[entry] = staticImports(distDir, entry)
    }
  }
  return graph
}

function staticImports(distDir, entry) {
  const found = new Set()
  const visit = (file) => {
    for (const [, specifier] of readFileSync(join(distDir, file), 'utf8').matchAll(STATIC_IMPORT)) {
      if (!specifier.startsWith('.')) continue
      const imported = posix.normalize(posix.join(dirname(file), specifier))
      if (found.has(imported)) continue
      found.add(imported)
      visit(imported)
    }
  }
  visit(entry)
  return [...found]
}
