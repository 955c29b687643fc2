// Time to a page of many accordions, all upgraded and rendered, in Chromium, against the floor: the same page
// with the items as plain <details> and no script, loaded in turn with it.
import { preloadLinks } from './preload-links.mjs'

const COUNT = 200
const RUNS = 15
// The all-in-one entry, which loads the accordion's code when the first one connects, and the element's own file,
// which brings it with the element; each alone, and after the `<link rel="modulepreload">` that a template writes
// from ss-elements/preloads.json (for the all-in-one entry, its own chunks and the accordion's).
const ENTRIES = [
  { entry: 'ss-elements.js', preloaded: [] },
  { entry: 'ss-elements.js', preloaded: ['ss-elements.js', 'elements/ss-accordion.js'] },
  { entry: 'elements/ss-accordion.js', preloaded: [] },
  { entry: 'elements/ss-accordion.js', preloaded: ['elements/ss-accordion.js'] },
]

/**
 * The time is read inside the page, on `performance.now()`, whose zero is the navigation start. An accordion
 * counts as rendered once it is `:defined`, its shadow root holds `[part=base]` and no `<details>` with a summary
 * is left among its children: it has upgraded every item to its heading, button and panel. The check runs in
 * requestAnimationFrame callbacks, which come just before the browser styles, lays out and paints a frame; the
 * first callback that finds all 200 rendered posts a message, which is handled once that frame is painted. Both
 * pages are timed so, at the paint of the frame that shows their content, its style and layout included.
 */
const PAINTED = `function painted() {
  const channel = new MessageChannel()
  channel.port1.onmessage = () => {
    window.benchRenderedAt = performance.now()
  }
  channel.port2.postMessage(null)
}`

const TIMING_SCRIPT = `
customElements.whenDefined('ss-accordion').then(() => { window.benchDefinedAt = performance.now() })
requestAnimationFrame(function check() {
  const accordions = document.querySelectorAll('ss-accordion')
  const rendered = accordions.length === ${COUNT} && Array.from(accordions).every(
    (accordion) =>
      accordion.matches(':defined') &&
      accordion.shadowRoot?.querySelector('[part=base]') &&
      !accordion.querySelector(':scope > details:has(> summary)'),
  )
  if (rendered) painted()
  else requestAnimationFrame(check)
})
${PAINTED}`

const accordion = (i) => `<ss-accordion${i % 2 ? ' multiple' : ''}>
  <details><summary>Question ${i}.1</summary><p>Answer ${i}.1</p></details>
  <details${i % 3 ? '' : ' open'}><summary>Question ${i}.2</summary><p>Answer ${i}.2</p></details>
  <details><summary>Question ${i}.3</summary><p>Answer ${i}.3</p></details>
</ss-accordion>`

/** The floor: the same items as plain `<details>` in a `<div>`, no script; painted once parsed. */
const FLOOR_TIMING_SCRIPT = `
requestAnimationFrame(function check() {
  if (document.querySelectorAll('div.accordion').length === ${COUNT}) painted()
  else requestAnimationFrame(check)
})
${PAINTED}`

const page = (timingScript, items, entry = '', preloads = '') => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${COUNT} accordions</title>
<link rel="icon" href="data:,">
<script>${timingScript}</script>
${preloads}${entry ? `<script type="module" src="/dist/${entry}"></script>` : ''}
</head>
<body>
<main>
<h1>${COUNT} accordions</h1>
${items}
</main>
</body>
</html>
`
const accordions = Array.from({ length: COUNT }, (_, i) => accordion(i + 1)).join('\n')
const FLOOR_PAGE = page(
  FLOOR_TIMING_SCRIPT,
  accordions.replaceAll('<ss-accordion multiple>', '<div class="accordion">').replaceAll('<ss-accordion>', '<div class="accordion">').replaceAll('</ss-accordion>', '</div>'),
)

export default {
  name: `A page of ${COUNT} ss-accordion (Chromium, median of ${RUNS} runs)`,
  async run(context) {
    const urls = []
    for (const [at, { entry, preloaded }] of ENTRIES.entries()) {
      const preloads = preloadLinks(context.distDir, ...preloaded)
      urls.push(await context.publishPage(`accordions-${at}.html`, page(TIMING_SCRIPT, accordions, entry, preloads)))
    }
    const floorUrl = await context.publishPage('accordions-floor.html', FLOOR_PAGE)
    const browser = await context.bareBrowser()
    // One run of each first, not counted: it pays for the server's and the disk's first reads.
    for (const url of [...urls, floorUrl]) await loadTimes(browser, url)
    const runs = urls.map(() => [])
    const floorRuns = []
    for (let i = 0; i < RUNS; i++) {
      for (const [at, url] of urls.entries()) runs[at].push(await loadTimes(browser, url))
      floorRuns.push(await loadTimes(browser, floorUrl))
    }
    const floor = summary(`floor: ${COUNT * 3} plain <details>, painted`, floorRuns.map((run) => run.rendered))
    return [
      ...ENTRIES.flatMap(({ entry, preloaded }, at) => {
        const name = `dist/${entry}${preloaded.length > 0 ? `, module preloads of ${preloaded.join(' and ')}` : ''}`
        const rendered = summary(`${name}: all ${COUNT} upgraded and rendered`, runs[at].map((run) => run.rendered))
        return [
          summary(`${name}: ss-accordion defined`, runs[at].map((run) => run.defined)),
          rendered,
          { measure: `${name}: rendered ÷ floor (target ≤ 3)`, ratio: (rendered['median (ms)'] / floor['median (ms)']).toFixed(2) },
        ]
      }),
      floor,
    ]
  },
}

/** One cold load, in a Chromium with no debugger in its pages (bare-chromium.mjs): a new tab has an empty cache. */
async function loadTimes(browser, url) {
  const tab = await browser.newTab()
  try {
    await tab.goto(url)
    if (!(await tab.waitFor('window.benchRenderedAt !== undefined', { timeout: 30_000 }))) {
      throw new Error(`${url}: ${await progress(tab)} after 30 s; ${(await tab.log()).join('; ')}`)
    }
    return await tab.evaluate('({ defined: window.benchDefinedAt, rendered: window.benchRenderedAt })')
  } finally {
    await tab.close()
  }
}

/** How far a page that timed out got, to tell a slow page from an element that is never defined. */
function progress(tab) {
  return tab.evaluate(`(() => {
    const accordions = Array.from(document.querySelectorAll('ss-accordion'))
    const rendered = accordions.filter((accordion) => accordion.shadowRoot?.querySelector('[part=base]'))
    const defined = customElements.get('ss-accordion') ? 'defined' : 'never defined'
    return \`<ss-accordion> \${defined}, \${rendered.length} of \${accordions.length} rendered\`
  })()`)
}

function summary(measure, times) {
  // Chromium coarsens performance.now() to 0.1 ms; rounding drops the float noise below that.
  const sorted = times.map((time) => Math.round(time * 10) / 10).sort((a, b) => a - b)
  return {
    measure,
    'median (ms)': sorted[Math.floor(sorted.length / 2)],
    'min (ms)': sorted[0],
    'max (ms)': sorted.at(-1),
    runs: sorted.length,
  }
}
