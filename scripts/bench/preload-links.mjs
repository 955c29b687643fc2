// What a page's template writes before an entry's `<script type="module">`, from ss-elements/preloads.json: one
// `<link rel="modulepreload">` per chunk the entry imports, so that the browser fetches them with the page.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

/** The links for `entry` (a path under dist/, `elements/ss-gallery.js`), dist/ being served at `/dist/`. */
export function preloadLinks(distDir, entry) {
  const preloads = JSON.parse(readFileSync(join(distDir, 'preloads.json'), 'utf8'))
  return preloads[entry].map((chunk) => `<link rel="modulepreload" href="/dist/${chunk}">`).join('\n')
}
