// The same page of 20 blocks, server-rendered by `renderPage` and hydrated, beside drawn fresh in the browser:
// when the page was parsed, when its elements were defined (its module scripts run once it is parsed), when React
// had drawn (or hydrated) every block, and the layout shift of the whole load. Loaded in turn, cold, in Chromium;
// hydrating must cost no more than drawing fresh. Chromium pauses its parser at each stylesheet link in the body
// until the sheet has loaded, shadow roots included, so a server-rendered page is parsed later, and its scripts
// start later, than the same page without its blocks' stylesheets: the time from the definition to every block
// drawn is what hydrating costs, apart from that wait.
import { benchBlocks, builtRenderPage } from './server-blocks.mjs'

const BLOCKS = 20
const RUNS = 9
const MISMATCH = /the server render of <[\w-]+> did not match/

/**
 * A block is drawn once it is defined, out of its pending state, and its shadow root holds an element React drew or
 * hydrated (React keeps its fiber on each), or none but its stylesheet. Checked in animation frames; the time is
 * taken once the frame that found every block drawn is painted. The elements are defined together (one entry):
 * the first block's definition times them. Layout shifts are summed from the start.
 */
const timingScript = (firstTag) => `<script>
customElements.whenDefined('${firstTag}').then(() => { window.benchDefinedAt = performance.now() })
window.benchLayoutShift = 0
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.benchLayoutShift += entry.value
}).observe({ type: 'layout-shift', buffered: true })
const byReact = (element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'))
const drawn = (block) =>
  block.matches(':defined') && !block.hasAttribute('data-ss-pending') && block.shadowRoot &&
  (Array.from(block.shadowRoot.querySelectorAll('*')).some(byReact) || !block.shadowRoot.querySelector(':not(link, style, slot)'))
requestAnimationFrame(function check() {
  if (Array.from(document.querySelectorAll('[data-bench-block]')).every(drawn)) {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => { window.benchDrawnAt = performance.now() }
    channel.port2.postMessage(null)
  } else requestAnimationFrame(check)
})
</script>`

const page = (blocks) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${BLOCKS} blocks</title>
<link rel="icon" href="data:,">
${timingScript(blocks[0].match(/^<(ss-[\w-]+)/)[1])}
<script type="module" src="/dist/ss-elements.js"></script>
</head>
<body>
<main>
${blocks.map((block) => block.replace(/^<(ss-[\w-]+)/, '<$1 data-bench-block')).join('\n')}
</main>
</body>
</html>
`

export default {
  name: `Server-rendered and hydrated beside drawn fresh: a page of ${BLOCKS} blocks (Chromium 1280×800, cold, median of ${RUNS})`,
  async run(context) {
    const renderPage = await builtRenderPage(context.distDir)
    const { blocks, kinds } = await benchBlocks(context.distDir, BLOCKS)
    const fresh = page(blocks)
    const { html: serverRendered, warnings } = await renderPage(fresh)
    if (warnings.length > 0) throw new Error(`renderPage warned: ${warnings.join('; ')}`)
    const pages = [
      { name: `drawn fresh (${kinds} kinds)`, url: await context.publishPage('blocks-fresh.html', fresh) },
      { name: 'server-rendered, hydrated', url: await context.publishPage('blocks-server-rendered.html', serverRendered) },
    ]
    const browser = await context.bareBrowser()
    for (const { url } of pages) await loadOnce(browser, url)
    const runs = pages.map(() => [])
    for (let i = 0; i < RUNS; i++) for (const [at, { url }] of pages.entries()) runs[at].push(await loadOnce(browser, url))
    const rows = pages.map(({ name }, at) => {
      const median = (key) => runs[at].map((run) => run[key]).sort((a, b) => a - b)[Math.floor(RUNS / 2)]
      return {
        page: name,
        'page parsed (ms)': Math.round(median('parsedAt')),
        'elements defined (ms)': Math.round(median('definedAt')),
        'every block drawn (ms)': Math.round(median('drawnAt') * 10) / 10,
        'defined → drawn (ms)': Math.round(median('hydratedIn')),
        CLS: median('layoutShift').toFixed(3),
        'blocks drawn afresh after a mismatch': Math.max(...runs[at].map((run) => run.mismatches)),
      }
    })
    const ratio = (column) => (rows[1][column] / rows[0][column]).toFixed(2)
    return [
      ...rows,
      { page: 'hydrated ÷ fresh, every block drawn', ratio: ratio('every block drawn (ms)') },
      { page: 'hydrated ÷ fresh, defined → drawn: what hydrating costs (target ≤ 1)', ratio: ratio('defined → drawn (ms)') },
    ]
  },
}

/** One cold load of `url` in `browser`, a Chromium with no debugger in its pages (bare-chromium.mjs). */
async function loadOnce(browser, url) {
  const tab = await browser.newTab({ viewport: { width: 1280, height: 800 } })
  try {
    await tab.goto(url)
    if (!(await tab.waitFor('window.benchDrawnAt !== undefined', { timeout: 30_000 }))) {
      throw new Error(`${url}: not every block drawn after 30 s; ${(await tab.log()).join('; ')}`)
    }
    const { drawnAt, definedAt, parsedAt, layoutShift } = await tab.evaluate(`({
      drawnAt: window.benchDrawnAt,
      definedAt: window.benchDefinedAt,
      parsedAt: performance.getEntriesByType('navigation')[0].domInteractive,
      layoutShift: window.benchLayoutShift,
    })`)
    const mismatches = (await tab.log()).filter((message) => MISMATCH.test(message)).length
    return { drawnAt, definedAt, parsedAt, hydratedIn: drawnAt - definedAt, layoutShift, mismatches }
  } finally {
    await tab.close()
  }
}
