// Each element's demo page, served server-rendered (the default of the reference server), looks the same before
// its script runs, after it has hydrated, and without it: no layout shift as it loads (at 390 and 1280 px), every
// block visible in its declarative shadow root with scripts off, and the same pixels at 1280 px with scripts off
// and after hydration. Needs dist/ (npm test builds it first).
//   SSR_PARITY_PAGES=ss-menu,ss-summary checks only those pages; SSR_PARITY_SHOTS=<dir> keeps each block's
//   screenshots without scripts ("before") and hydrated ("after") there.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { openDemoPage } from '../demo/check-demo.mjs'
import { isBlockTag } from '../server-render/render-block.ts'
import { useDemoSite } from './helpers/demo-site.mjs'
import { imageLoaderSettled } from './helpers/image-loader-settled.ts'
import { pixelDifference, settledScreenshot } from './helpers/pixel-difference.mjs'

const LAPTOP = { width: 1280, height: 800 }
const PHONE = { width: 390, height: 844 }
const ELEMENT_PAGES = [
  'ss-accordion', 'ss-announcement-bar', 'ss-audio', 'ss-badge', 'ss-cart-link', 'ss-chart', 'ss-comments',
  'ss-cookie-banner', 'ss-dialog', 'ss-donation-button', 'ss-embed', 'ss-follow-buttons', 'ss-form', 'ss-gallery',
  'ss-image', 'ss-licensed-assets-bar', 'ss-lock-screen', 'ss-map', 'ss-marquee', 'ss-member-area', 'ss-menu',
  'ss-mobile-info-bar', 'ss-newsletter', 'ss-popup', 'ss-pricing-toggle', 'ss-product-price', 'ss-reservation',
  'ss-scaled-text', 'ss-search', 'ss-shape', 'ss-share', 'ss-social-feed', 'ss-summary', 'ss-text-highlight',
  'ss-tooltip', 'ss-video',
]
  .filter((tag) => !process.env.SSR_PARITY_PAGES || process.env.SSR_PARITY_PAGES.split(',').includes(tag))
  .map((tag) => `/${tag}/`)

/**
 * What changes between two screenshots without anything having moved, painted over in both:
 * - iframes, <video> and <audio>: a third party's or a media player's frame, drawn when it loads, not by the block;
 * - <canvas>: a chart is drawn by its script, so there is nothing to draw before it;
 * - a marquee's track: it moves (the animation is stopped for the screenshot, but not at the same offset).
 */
const MASKED = ['iframe', 'video', 'audio', 'canvas', 'ss-marquee [part=track]']
/** The share of a page's pixels that may differ (anti-aliasing and the caret's blink are not layout). */
const PIXEL_TOLERANCE = 0.002

/**
 * What does not reach the budget yet: the to-do list, measured on 2026-11-28 with a fifth (a half for pixels) of
 * headroom for the run-to-run noise. An entry fails when its number grows past it; remove it once it reaches the
 * budget.
 * The pages' layout shift as they load (at 390 px nothing shifts in the first screen). Most of it is a block
 * growing or shrinking as it hydrates and moving the demo page's text below it (listed as "page (…)").
 */
const KNOWN_SHIFTS = {
  // An embed's frame takes its content's height from the frame's own script, once it has loaded (a measurement).
  '/ss-embed/ 1280': 0.002,
  // Page chrome is drawn by its script only: renderPage leaves it as written.
  '/ss-announcement-bar/ 1280': 0.002,
  '/ss-badge/ 1280': 0.005,
  '/ss-licensed-assets-bar/ 1280': 0.006,
  '/ss-popup/ 1280': 0.047,
}
/** Blocks' share of differing pixels; 1 where the block's box changes size. */
const KNOWN_PIXEL_DIFFERENCES = {
  // A player's duration, and its seek bar enabled, come with the file's metadata, which loads with scripts only.
  '/ss-audio/ ss-audio[0]': 0.06,
  '/ss-audio/ ss-audio[1]': 0.06,
  '/ss-audio/ ss-audio[2]': 0.06,
  // A chart's frame and legend are drawn with its canvas, from 0.11 to 0.99 of it from one run to the next.
  '/ss-chart/ ss-chart[0]': 1,
  '/ss-chart/ ss-chart[1]': 1,
  '/ss-chart/ ss-chart[2]': 1,
  // Where scripts run, an embed's frame takes its content's height, told by the frame's own script.
  '/ss-embed/ ss-embed[0]': 1,
  // Without scripts an image comes at the width its box asks (sizes="auto"), which the loader replaces by the
  // width its crop needs: the same picture, resampled.
  '/ss-gallery/ ss-gallery[2]': 0.02,
  '/ss-gallery/ ss-gallery[3]': 0.02,
  '/ss-gallery/ ss-gallery[5]': 0.02,
  '/ss-gallery/ ss-gallery[6]': 1,
  // A fraction of a pixel lower after hydration (and [11], [12]): the autocolumns gallery above re-flows ([6]).
  '/ss-gallery/ ss-gallery[7]': 0.06,
  // Autoplay (every 4 s) and the Ken Burns zoom (to 1.075) run once the script does.
  '/ss-gallery/ ss-gallery[8]': 1,
  '/ss-gallery/ ss-gallery[9]': 0.02,
  '/ss-gallery/ ss-gallery[11]': 1,
  '/ss-gallery/ ss-gallery[12]': 0.02,
  // A form's fields are disabled until hydrated (a click before would submit it natively): greyed before.
  '/ss-form/ ss-form[0]': 0.02,
  '/ss-newsletter/ ss-newsletter[0]': 0.05,
  '/ss-newsletter/ ss-newsletter[1]': 0.3,
  // A feed's pictures come from the site's server after hydration, into the room kept for them: its links before.
  '/ss-social-feed/ ss-social-feed[0]': 0.95,
  '/ss-social-feed/ ss-social-feed[1]': 0.83,
  '/ss-social-feed/ ss-social-feed[2]': 0.86,
  // A summary's events come from the site's server after hydration, into the room kept for them: its links before.
  '/ss-summary/ ss-summary[0]': 0.05,
  '/ss-text-highlight/ ss-text-highlight[0]': 0.02,
  '/ss-text-highlight/ ss-text-highlight[1]': 0.07,
  '/ss-text-highlight/ ss-text-highlight[2]': 0.02,
  '/ss-text-highlight/ ss-text-highlight[3]': 0.03,
  '/ss-text-highlight/ ss-text-highlight[4]': 0.03,
  '/ss-text-highlight/ ss-text-highlight[5]': 0.69,
  '/ss-text-highlight/ ss-text-highlight[6]': 0.01,
  '/ss-text-highlight/ ss-text-highlight[7]': 0.06,
  '/ss-text-highlight/ ss-text-highlight[8]': 0.05,
  '/ss-text-highlight/ ss-text-highlight[9]': 0.04,
  '/ss-text-highlight/ ss-text-highlight[10]': 0.12,
  '/ss-text-highlight/ ss-text-highlight[11]': 0.09,
  '/ss-text-highlight/ ss-text-highlight[12]': 0.48, // 0.06 to 0.32 from one run to the next, as in the pixel test
  '/ss-text-highlight/ ss-text-highlight[13]': 0.18,
  '/ss-text-highlight/ ss-text-highlight[14]': 0.14,
  '/ss-text-highlight/ ss-text-highlight[15]': 0.13,
}
/** Blocks that show nothing without scripts. */
const KNOWN_INVISIBLE = []

const site = useDemoSite()

describe('a server-rendered demo page', () => {
  it('shifts nothing as it loads, shows every block without scripts, and looks the same before and after hydration', async () => {
    const problems = await inTurns(ELEMENT_PAGES, 3, checkPage)
    expect(problems.flat()).toEqual([])
  }, 300_000)
})

/** The problems of one demo page. */
async function checkPage(path) {
  const problems = []
  const url = new URL(path, site.baseUrl).href
  const before = await withContext({ javaScriptEnabled: false, viewport: LAPTOP }, async (page) => {
    await page.goto(url)
    for (const problem of await page.evaluate(invisibleBlocks, ELEMENT_PAGES.map((path) => path.replaceAll('/', '')).filter((tag) => !isBlockTag(tag)))) {
      if (!KNOWN_INVISIBLE.includes(`${path} ${problem}`)) problems.push(`${path} without scripts: ${problem}`)
    }
    return blockScreenshots(page)
  })
  for (const viewport of [PHONE, LAPTOP]) {
    const after = await withContext({ viewport }, async (page) => {
      await page.addInitScript(recordBlockShifts)
      await renderOnceParsed(page, url)
      await loadAndSettle(page, url)
      const shifts = await page.evaluate(() => window.__blockShifts)
      const total = Object.values(shifts).reduce((sum, value) => sum + value, 0)
      const allowed = KNOWN_SHIFTS[`${path} ${viewport.width}`] ?? 0
      if (total.toFixed(3) !== '0.000' && total > allowed) {
        const moved = Object.entries(shifts).map(([node, value]) => `${node} ${value.toFixed(4)}`).join(', ')
        problems.push(`'${path} ${viewport.width}': ${total.toFixed(4)}, the layout shift as it loads (${moved})`)
      }
      return viewport === LAPTOP ? blockScreenshots(page, { blocks: before.map(({ block }) => block), settled: true }) : undefined
    })
    for (const [index, shot] of (after ?? []).entries()) {
      const difference = pixelDifference(before[index].png, shot.png)
      const key = `${path} ${shot.block.tag}[${shot.block.index}]`
      if (process.env.SSR_PARITY_SHOTS) keepScreenshots(process.env.SSR_PARITY_SHOTS, key, before[index].png, shot.png)
      if (difference.ratio > (KNOWN_PIXEL_DIFFERENCES[key] ?? PIXEL_TOLERANCE)) {
        problems.push(`'${key}': ${difference.ratio.toFixed(4)}, before and after hydration at 1280 px: ${difference.problem ?? `${(difference.ratio * 100).toFixed(2)}% of its pixels differ`}`)
      }
    }
  }
  return problems
}

/** Runs `check` on every item, `width` at a time; its results in the items' order. */
async function inTurns(items, width, check) {
  const results = []
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await check(items[index])
    }
  }
  await Promise.all(Array.from({ length: width }, worker))
  return results
}

/** Runs `use` with a page in a fresh context (nothing stored from the page before), closed afterwards. */
async function withContext(options, use) {
  const context = await site.browser.newContext(options)
  try {
    return await use(await context.newPage())
  } finally {
    await context.close()
  }
}

/**
 * Holds the page's first frame until its HTML has been parsed (a render-blocking `<link rel="expect">` added to
 * the page as served). Under load Chromium paints a half-parsed page, whose end then pushes what is already shown
 * (a block's declarative shadow root is parsed before the light DOM it slots, so a paint between the two shows an
 * empty slot): that is how the HTML streams in, on any page, not what a block does as it loads, which is what this
 * check measures. (30 loads of the lock screen's page at a 20× CPU slow-down: 4 shifted 0.0021 without, none with.)
 */
async function renderOnceParsed(page, url) {
  await page.route(url, async (route) => {
    const response = await route.fetch()
    const served = await response.text()
    if (!served.includes('<head>') || !served.includes('</body>')) throw new Error(`${url}: no <head> or </body> to mark`)
    const html = served
      .replace('<head>', '<head><link rel="expect" href="#ss-parity-parsed" blocking="render">')
      .replace('</body>', '<div id="ss-parity-parsed"></div></body>')
    await route.fulfill({ response, body: html })
  })
}

/** Loads the page and waits until every block has upgraded and the frames after it have been laid out. */
async function loadAndSettle(page, url) {
  await openDemoPage(page, url)
  await page.waitForFunction(() => !document.querySelector('[data-ss-pending]'), null, { timeout: 10_000 })
  await page.evaluate(() => document.fonts.ready)
  // A block may lay out again once it has measured itself (a ResizeObserver's callback, a frame later).
  await page.waitForTimeout(250)
}

/**
 * A screenshot of each visible outermost block of the page (or of `blocks`, found again by tag and position), with
 * what legitimately changes masked; `settled`, once two in a row are alike (scripts on, the image loader may still
 * be swapping an image for a sharper one). The demo page around the blocks is its own script's business.
 */
async function blockScreenshots(page, { blocks, settled = false } = {}) {
  const found = blocks ?? (await page.evaluate(outermostBlocks)).filter(({ tag }) => isBlockTag(tag))
  const shots = []
  for (const block of found) {
    const element = page.locator(block.tag).nth(block.index)
    // A lazy image loads once in view (and at once without scripts, where the browser loads every image).
    await element.scrollIntoViewIfNeeded()
    await element.evaluate(imagesLoaded)
    if (settled) await element.evaluate(imageLoaderSettled)
    const take = () => element.screenshot({ animations: 'disabled', caret: 'hide', mask: MASKED.map((selector) => page.locator(selector)) })
    const png = await (settled ? settledScreenshot(take) : take())
    shots.push({ block, png })
  }
  return shots
}

/** Runs in the page: resolves once every image of the element, in its light DOM or its shadow root, has loaded (3 s at most). */
function imagesLoaded(element) {
  const images = [...element.querySelectorAll('img'), ...(element.shadowRoot?.querySelectorAll('img') ?? [])]
  const loaded = (image) => new Promise((resolve) => {
    if (image.complete) return resolve()
    image.addEventListener('load', resolve)
    image.addEventListener('error', resolve)
    setTimeout(resolve, 3000)
  })
  return Promise.all(images.map(loaded))
}

/** Runs in the page: each `ss-*` element with a box that is not inside another, with its position among its tag. */
function outermostBlocks() {
  const all = [...document.querySelectorAll('*')].filter((element) => element.localName.startsWith('ss-'))
  return all
    .filter((element) => !element.parentElement?.closest(all.map((other) => other.localName).join(',')))
    .filter((element) => element.getBoundingClientRect().height > 0)
    .map((element) => ({
      tag: element.localName,
      index: [...document.querySelectorAll(element.localName)].indexOf(element),
    }))
}

/** Writes a block's two screenshots to `directory` as `<page>-<tag>[<n>]-{before,after}.png`, to look at. */
function keepScreenshots(directory, key, beforePng, afterPng) {
  mkdirSync(directory, { recursive: true })
  const name = key.replaceAll('/', '').replace(' ', '-')
  writeFileSync(join(directory, `${name}-before.png`), beforePng)
  writeFileSync(join(directory, `${name}-after.png`), afterPng)
}

/**
 * Installed before the page's scripts: sums the layout shifts not caused by input by the block each moved node
 * belongs to (its nearest `ss-*` ancestor across shadow roots, or the page), as `window.__blockShifts`.
 */
function recordBlockShifts() {
  window.__blockShifts = {}
  const blockOf = (node) => {
    for (let current = node; current; current = current.parentNode ?? current.host) {
      if (current.localName?.startsWith('ss-')) return `${current.localName}${current.id ? `#${current.id}` : ''}`
    }
    return `page (${node.localName ?? node.nodeName})`
  }
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue
      const blocks = new Set(entry.sources.map(({ node }) => (node ? blockOf(node) : 'page (gone)')))
      for (const block of blocks) window.__blockShifts[block] = (window.__blockShifts[block] ?? 0) + entry.value / blocks.size
    }
  }).observe({ type: 'layout-shift', buffered: true })
}

/**
 * Runs in a page without scripts: the blocks (every `ss-*` element but page chrome, `notBlocks`) that have no declarative shadow
 * root, or whose box or content shows nothing.
 */
function invisibleBlocks(notBlocks) {
  const shows = (element) => {
    const { width, height } = element.getBoundingClientRect()
    return width > 0 && height > 0 && getComputedStyle(element).visibility !== 'hidden'
  }
  const contentShows = (root) =>
    [...root.querySelectorAll('*')].some((element) => {
      if (element.localName === 'slot') return element.assignedElements({ flatten: true }).some(shows) || (element.assignedNodes().some((node) => node.textContent.trim()) && shows(element.parentElement))
      return !['link', 'style'].includes(element.localName) && shows(element)
    })
  return [...document.querySelectorAll('*')]
    .filter((element) => element.localName.startsWith('ss-') && !notBlocks.includes(element.localName))
    .flatMap((element) => {
      const name = `<${element.localName}${element.id ? ` id="${element.id}"` : ''}>`
      if (!element.shadowRoot) return [`${name} has no declarative shadow root`]
      if (!shows(element)) return [`${name} has an empty box`]
      if (!contentShows(element.shadowRoot)) return [`${name} shows nothing of its content`]
      return []
    })
}
