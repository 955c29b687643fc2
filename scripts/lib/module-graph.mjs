// The static imports of every entry of dist/ and of dist/lite/, followed to the end, as paths relative to dist/:
// what `ss-elements/server` preloads for a page's module scripts, and what dist/preloads.json lists for a page
// written by hand.
import { join } from 'node:path'
import { entryFiles, staticImportClosure } from './dist-files.mjs'

/** `{ 'elements/ss-gallery.js': ['chunks/element-class-….js', …], … }` for the dist/ folder at `distDir`. */
export function moduleGraph(distDir) {
  const entries = [...entryFiles(distDir), ...entryFiles(join(distDir, 'lite')).map((entry) => `lite/${entry}`)]
  return Object.fromEntries(entries.map((entry) => [entry, staticImportClosure(distDir, entry).slice(1)]))
}
