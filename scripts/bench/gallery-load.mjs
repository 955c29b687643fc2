// One cold load of a gallery bench page in Chromium, measured the same way whatever the library: the time from
// navigation to the page's gallery being ready, the image requests made by then and until the network is
// idle (without scrolling), the layout shift of the whole load, and what the page holds once idle (the JS heap
// after a garbage collection, and the event listeners, as Chromium's own counters report them).
import { setTimeout as delay } from 'node:timers/promises'

/**
 * The page's head script: `ready` is a JavaScript expression that is true once the gallery works. It is checked
 * in every animation frame; the time taken is that of the frame after the first one that finds it true, so that
 * the frame showing the working gallery (its style, layout and paint) is counted, whatever the library does
 * before or after its ready flag. Layout shifts are summed from the start (buffered).
 */
export const measuringScript = (ready) => `<script>
window.benchLayoutShift = 0
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.benchLayoutShift += entry.value
}).observe({ type: 'layout-shift', buffered: true })
requestAnimationFrame(function check() {
  if (${ready}) requestAnimationFrame(() => (window.benchReadyAt = performance.now()))
  else requestAnimationFrame(check)
})
</script>`

/** How long a page may take to be ready: Swiper Element with its script in the head is ready once the page is parsed, after half a minute here. */
const READY_TIMEOUT_MS = 120_000
/** How long after the network went idle late layout shifts are still counted. */
const TRAILING_MS = 1000
/** How long after that a page not parsed yet is waited for before it is reported as such. */
const PARSE_TIMEOUT_MS = 60_000
/** A page still loading images this long after navigation is reported as such, with the requests made so far. */
const IDLE_TIMEOUT_MS = 60_000

/** One cold load of `url` in `browser`, a Chromium with no debugger in its pages (bare-chromium.mjs). */
export async function loadOnce(browser, url) {
  const tab = await browser.newTab({ viewport: { width: 1280, height: 800 } })
  try {
    const images = () => tab.requested.filter((request) => new URL(request).pathname.startsWith('/images/')).length
    // The page's own script times the load: the browser's load event (which waits for every image) is not awaited.
    await tab.goto(url)
    const ready = await tab.waitFor('window.benchReadyAt !== undefined', { timeout: READY_TIMEOUT_MS })
    if (!ready) throw new Error(`${url}: the gallery was never ready; ${(await tab.log()).join('; ')}`)
    const imagesWhenReady = images()
    const idle = await tab.networkIdle(IDLE_TIMEOUT_MS)
    await delay(TRAILING_MS)
    // A gallery may say it is ready long before the browser has parsed the rest of the page: wait for that too.
    await tab.waitFor("document.readyState !== 'loading'", { timeout: PARSE_TIMEOUT_MS, interval: 500 })
    const { readyAt, layoutShift, parsedAt, checkedAt } = await tab.evaluate(`({
      readyAt: window.benchReadyAt,
      layoutShift: window.benchLayoutShift,
      parsedAt: performance.getEntriesByType('navigation')[0]?.domContentLoadedEventStart || null,
      checkedAt: performance.now(),
    })`)
    return { readyAt, layoutShift, parsedAt: parsedAt ?? Infinity, checkedAt, imagesWhenReady, images: images(), idle, ...(await tab.holdings()) }
  } finally {
    await tab.close()
  }
}

/** Loads `url` once to warm the server and disk, then `runs` times; the medians of each measure. */
export async function medianLoad(browser, url, runs) {
  const [result] = await interleavedMedianLoads(browser, [url], runs)
  return result
}

/**
 * Loads each of `urls` once to warm up, then all of them in turn, `runs` rounds: a slow moment of the machine
 * then weighs on every page alike. The medians of each measure, per URL.
 */
export async function interleavedMedianLoads(browser, urls, runs) {
  for (const url of urls) await loadOnce(browser, url)
  const results = urls.map(() => [])
  for (let i = 0; i < runs; i++) for (const [at, url] of urls.entries()) results[at].push(await loadOnce(browser, url))
  return results.map(medians)
}

function medians(results) {
  const runs = results.length
  const median = (key) => {
    const sorted = results.map((result) => result[key]).sort((a, b) => a - b)
    return sorted[Math.floor(sorted.length / 2)]
  }
  return {
    readyMs: Math.round(median('readyAt') * 10) / 10,
    /** When the browser had parsed the whole page (DOMContentLoaded), or Infinity if it had not by `checkedMs`. */
    parsedMs: Math.round(median('parsedAt') * 10) / 10,
    checkedMs: Math.min(...results.map((result) => result.checkedAt)),
    layoutShift: Math.round(median('layoutShift') * 1000) / 1000,
    imagesWhenReady: median('imagesWhenReady'),
    images: median('images'),
    heapBytes: median('heapBytes'),
    listeners: median('listeners'),
    /** Whether the network went idle in every run; if not, `images` counts the requests made until the time-out. */
    idle: results.every((result) => result.idle),
    runs,
  }
}
