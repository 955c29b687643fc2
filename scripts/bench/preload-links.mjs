// What a page's template writes before an entry's `<script type="module">`, from ss-elements/preloads.json: one
// `<link rel="modulepreload">` per chunk the entries it names import, so that the browser fetches them with the page.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

/** The links for `entries` (paths under dist/: `elements/ss-gallery.js`), each chunk once, dist/ served at `/dist/`. */
export function preloadLinks(distDir, ...entries) {
  const preloads = JSON.parse(readFileSync(join(distDir, 'preloads.json'), 'utf8'))
  const chunks = new Set(entries.flatMap((entry) => preloads[entry]))
  return [...chunks].map((chunk) => `<link rel="modulepreload" href="/dist/${chunk}">`).join('\n')
}
