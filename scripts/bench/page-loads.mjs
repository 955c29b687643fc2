// The JavaScript each kind of page actually fetches, in Chromium: pages that load the all-in-one entry, the
// element entries they use, or the autoloader, with none, one or four elements, a late-inserted element and
// a page context naming a website; each from the default build (React 19) and from the lite one (dist/lite/,
// Preact's React API).
import { standaloneElements } from '../../rollup.config.mjs'
import { fileSizes } from '../lib/dist-files.mjs'
import { photos, ssFigures } from './gallery-markup.mjs'

/** Time without a request in flight after which a page counts as done loading. */
const QUIET_MS = 500
const TIMEOUT_MS = 30_000

const ELEMENTS = {
  'ss-cookie-banner': `<ss-cookie-banner data-block-json='{"cookieBannerAcceptType":"OPT_IN_AND_OUT"}'></ss-cookie-banner>`,
  'ss-accordion': `<ss-accordion><details><summary>Delivery</summary><p>Two to three days.</p></details>
<details><summary>Returns</summary><p>Within 30 days.</p></details></ss-accordion>`,
  'ss-gallery': `<ss-gallery data-block-json='{"design":"grid","lightbox":true}'>${ssFigures(photos(8))}</ss-gallery>`,
  'ss-form': `<ss-form data-block-json='${JSON.stringify({
    formId: 'f1',
    submitButtonText: 'Send',
    fields: [
      { id: 'name-1', type: 'name', label: 'Name', required: true },
      { id: 'email-1', type: 'email', label: 'Email', required: true },
      { id: 'msg-1', type: 'textarea', label: 'Message' },
    ],
  })}'></ss-form>`,
}

const SITE_CONTEXT = '<script type="application/json" id="ss-context">{"website":{"id":"w1"},"websiteSettings":{}}</script>'

/**
 * Each kind of page: the elements in its HTML, those inserted once it has loaded, its page context, and the
 * library's targets for it: `all` for the all-in-one entry, `any` for every way of loading, `lite` for every
 * way of loading the lite build (else `any` holds for it too).
 */
const PAGES = [
  { name: 'no element', tags: [], target: { all: { maxKb: 15 } } },
  { name: 'no element, a context naming a website', tags: [], context: SITE_CONTEXT },
  { name: 'cookie banner only', tags: ['ss-cookie-banner'], target: { any: { react: false } } },
  { name: 'accordion only', tags: ['ss-accordion'] },
  { name: 'gallery only', tags: ['ss-gallery'] },
  { name: 'form only', tags: ['ss-form'] },
  {
    name: 'gallery + form + banner + accordion',
    tags: ['ss-gallery', 'ss-form', 'ss-cookie-banner', 'ss-accordion'],
    target: { any: { maxKb: 140 }, lite: { maxKb: 85 } },
  },
  { name: 'an accordion inserted after load', tags: [], inserted: ['ss-accordion'] },
]

/** How a page loads the library: the scripts in its `<head>`, given the tags it uses; from `dist/` or `dist/lite/`. */
const LOADINGS = ['', 'lite/'].flatMap((build) => [
  { name: `dist/${build}ss-elements.js`, all: true, build, scripts: () => [`${build}ss-elements.js`] },
  { name: `dist/${build}elements/<tag>.js`, build, scripts: (tags) => tags.map((tag) => `${build}elements/${tag}.js`) },
  { name: `dist/${build}autoloader.js`, build, scripts: () => [`${build}autoloader.js`] },
  // The banner's self-contained file, for a page whose only element it is.
  {
    name: `dist/${build}elements/<tag>.standalone.js`,
    build,
    scripts: (tags) => (tags.length > 0 && tags.every((tag) => standaloneElements.includes(tag)) ? tags.map((tag) => `${build}elements/${tag}.standalone.js`) : []),
  },
])

const html = ({ name, tags, context = '' }, scripts) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${name}</title>
<link rel="icon" href="data:,">
${context}
${scripts.map((file) => `<script type="module" src="/dist/${file}"></script>`).join('\n')}
</head>
<body>
<main><h1>${name}</h1>
${tags.map((tag) => ELEMENTS[tag]).join('\n')}
</main>
</body>
</html>
`

export default {
  name: 'What each kind of page fetches (Chromium; JavaScript as gzip -9 of each file requested)',
  async run(context) {
    const browser = await context.browser()
    const rows = []
    for (const page of PAGES) {
      for (const loading of LOADINGS) {
        const scripts = loading.scripts([...page.tags, ...(page.inserted ?? [])])
        if (scripts.length === 0) continue
        const url = await context.publishPage(`loads-${rows.length}.html`, html(page, scripts))
        const requests = await requestsOf(browser, url, page.inserted ?? [])
        rows.push(row(context.distDir, page, loading, requests))
      }
    }
    return rows
  },
}

function row(distDir, page, loading, requests) {
  const paths = requests.map((request) => new URL(request).pathname)
  const scripts = paths.filter((path) => path.startsWith('/dist/') && path.endsWith('.js'))
  const gzip = scripts.reduce((sum, path) => sum + fileSizes(distDir, path.slice('/dist/'.length)).gzip, 0)
  const kb = gzip / 1024
  const react = scripts.some((path) => /\/chunks\/react-[\w-]+\.js$/.test(path))
  const target = (loading.build && page.target?.lite) || page.target?.any || (loading.all ? page.target?.all : undefined)
  return {
    page: page.name,
    loads: loading.name,
    'JS files': scripts.length,
    'JS gzip -9 (KB)': kb.toFixed(1),
    React: react ? 'yes' : 'no',
    'API calls': paths.filter((path) => path.startsWith('/api/')).join(' ') || '—',
    target: target ? verdict(target, kb, react) : '',
  }
}

function verdict({ maxKb, react: reactAllowed }, kb, react) {
  if (maxKb !== undefined) return `≤ ${maxKb} KB: ${kb <= maxKb ? 'met' : 'NOT met'}`
  return `no React: ${react === reactAllowed ? 'met' : 'NOT met'}`
}

/**
 * Every request a cold load of `url` makes until it is quiet, then, when `inserted` names tags, every request
 * inserting those elements makes until it is quiet again, the elements rendered.
 */
async function requestsOf(browser, url, inserted) {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    const requests = []
    const network = trackInFlight(page, requests)
    await page.goto(url)
    await network.quiet()
    if (inserted.length > 0) {
      await page.evaluate((markup) => document.querySelector('main').insertAdjacentHTML('beforeend', markup), inserted.map((tag) => ELEMENTS[tag]).join('\n'))
      await page.waitForFunction((tags) => tags.every((tag) => document.querySelector(tag)?.shadowRoot), inserted, { timeout: TIMEOUT_MS })
      await network.quiet()
    }
    return requests
  } finally {
    await context.close()
  }
}

/** Records the page's requests, and resolves `quiet()` once none has been in flight for QUIET_MS. */
function trackInFlight(page, requests) {
  let inFlight = 0
  let lastChange = Date.now()
  const change = (delta) => {
    inFlight += delta
    lastChange = Date.now()
  }
  page.on('request', (request) => {
    requests.push(request.url())
    change(1)
  })
  page.on('requestfinished', () => change(-1))
  page.on('requestfailed', () => change(-1))
  return {
    async quiet() {
      const deadline = Date.now() + TIMEOUT_MS
      while (inFlight > 0 || Date.now() - lastChange < QUIET_MS) {
        if (Date.now() > deadline) throw new Error(`the page still had ${inFlight} requests in flight after ${TIMEOUT_MS} ms`)
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    },
  }
}
