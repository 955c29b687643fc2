// Builds the demo site, which is the documentation: `dist/demo/index.html` and one `dist/demo/<tag>/index.html`
// per element, from custom-elements.json and each element's hand-written `elements/<tag>/demo.html`, and the
// "Site statistics" page `dist/demo/stats/index.html` around `demo/stats/content.html`, and the demo store
// `dist/demo/store/index.html` around `demo/store/content.html`, the demo editor `dist/demo/editor/` with the
// page it frames, `dist/demo/editor/preview/`, and the guides of docs/ under `dist/demo/docs/`.
// The shared assets (`demo/site.css`, `demo/site.js`) are served from `demo/` as they are.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { elementPageContent } from '../demo/generator/element-page.mjs'
import { parseExamples } from '../demo/generator/examples.mjs'
import { guideAddress, resolveGuideLink } from '../demo/generator/guides.mjs'
import { html, slug, trustedHtml } from '../demo/generator/html.mjs'
import { indexPageContent } from '../demo/generator/index-page.mjs'
import { page } from '../demo/generator/layout.mjs'
import { elementsFromManifest } from '../demo/generator/manifest.mjs'
import { markdownToHtml } from '../demo/generator/markdown.mjs'

const repoRoot = fileURLToPath(new URL('..', import.meta.url))

/**
 * Writes the site into `outDir` (emptied first) and returns the paths written, relative to it. `manifest` is
 * custom-elements.json unless given (a test passes the one it analysed in memory).
 */
export function buildDemo(outDir = 'dist/demo', manifest = JSON.parse(readFileSync(join(repoRoot, 'custom-elements.json'), 'utf8'))) {
  const elements = elementsFromManifest(manifest)
  const eventNames = [...new Set(elements.flatMap((element) => element.events.map((event) => event.name)))].sort()
  const site = { elements, eventNames }

  const pages = new Map([
    ['index.html', page({ ...site, title: 'ss-elements', currentPath: '/', content: indexPageContent(elements) })],
  ])
  for (const element of elements) {
    pages.set(
      `${element.tag}/index.html`,
      page({
        ...site,
        title: `<${element.tag}> — ss-elements`,
        currentPath: `/${element.tag}/`,
        content: elementPageContent(element, examplesOf(element.tag)),
      }),
    )
  }

  pages.set(
    'stats/index.html',
    page({
      ...site,
      title: 'Site statistics — ss-elements',
      currentPath: '/stats/',
      content: trustedHtml(readFileSync(join(repoRoot, 'demo', 'stats', 'content.html'), 'utf8')),
      // Chart.js and the page's script, bundled on their own by scripts/build.mjs; no element, no event log.
      assets: { stylesheets: ['/site.css', '/stats/stats.css'], scripts: ['/stats/stats.js'] },
      eventLog: false,
    }),
  )

  pages.set(
    'store/index.html',
    page({
      ...site,
      title: 'Demo store — ss-elements',
      currentPath: '/store/',
      content: trustedHtml(readFileSync(join(repoRoot, 'demo', 'store', 'content.html'), 'utf8')),
      // Every element, and the page's script that calls the reference server's cart API (scripts/build.mjs).
      assets: { stylesheets: ['/site.css', '/store/store.css'], scripts: ['/site.js', '/dist/ss-elements.js', '/store/store.js'] },
    }),
  )

  // The guides of docs/ and the changelog, rendered from their Markdown; Copy buttons from the site's script.
  for (const file of [...readdirSync(join(repoRoot, 'docs')).map((name) => `docs/${name}`), 'CHANGELOG.md']) {
    const address = guideAddress(file)
    if (!address) continue
    const markdown = readFileSync(join(repoRoot, file), 'utf8')
    const content = markdownToHtml(markdown, { resolveLink: (href) => resolveGuideLink(href, file), idPrefix: 'guide-code' })
    pages.set(
      `${address.slice(1)}index.html`,
      page({
        ...site,
        title: `${/^# (.*)$/m.exec(markdown)?.[1] ?? file} — ss-elements`,
        currentPath: address,
        content: html`<article class="guide">\n${content}</article>`,
        assets: { stylesheets: ['/site.css', '/guide.css'], scripts: ['/site.js'] },
        eventLog: false,
      }),
    )
  }

  // The demo editor frames a page in edit mode and drives it with the preview protocol (scripts/build.mjs).
  pages.set(
    'editor/index.html',
    page({
      ...site,
      title: 'Site editor — ss-elements',
      currentPath: '/editor/',
      content: trustedHtml(readFileSync(join(repoRoot, 'demo', 'editor', 'content.html'), 'utf8')),
      assets: { stylesheets: ['/site.css', '/editor/editor.css'], scripts: ['/editor/editor.js'] },
      eventLog: false,
    }),
  )
  // The page it frames is a whole document of its own: a site's page, not one of this documentation's.
  pages.set('editor/preview/index.html', readFileSync(join(repoRoot, 'demo', 'editor', 'preview-page.html'), 'utf8'))

  const out = resolve(repoRoot, outDir)
  rmSync(out, { recursive: true, force: true })
  for (const [path, text] of pages) {
    mkdirSync(join(out, path, '..'), { recursive: true })
    writeFileSync(join(out, path), text)
  }
  return [...pages.keys()]
}

function examplesOf(tag) {
  const file = join(repoRoot, 'elements', tag, 'demo.html')
  if (!existsSync(file)) {
    console.warn(`build-demo: ${file} is missing, so <${tag}>'s page shows no live example`)
    return []
  }
  const examples = parseExamples(readFileSync(file, 'utf8'))
  const anchors = examples.map((example) => slug(example.title))
  const repeated = anchors.find((anchor, i) => anchors.indexOf(anchor) !== i)
  if (repeated !== undefined) throw new Error(`${file}: two example titles make the same anchor #example-${repeated}`)
  return examples
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const outDir = process.argv[2] ?? 'dist/demo'
  console.log(`built ${outDir}: ${buildDemo(outDir).join(', ')}`)
}
