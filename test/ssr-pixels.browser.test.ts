import { expect } from '@esm-bundle/chai'
import { executeServerCommand } from '@web/test-runner-commands'
import { SERVER_BLOCKS } from '../elements/server.ts'
import { setViewport } from './helpers/emulation.ts'
import { imageLoaderSettled } from './helpers/image-loader-settled.ts'
import { waitFor } from './helpers/wait.ts'

// Each block's demo page as `ss-elements/server` renders it, in every browser of the suite: a screenshot of each
// block before its element is defined (the declarative shadow root, as a visitor sees it before the script) and
// after it has hydrated, at 1280 px, must match. Chromium also measures layout shifts and pages without scripts
// on the reference server (test/ssr-parity.e2e.test.mjs); here the blocks have no reference server, so the
// blocks that show fetched data are compared in Chromium there only.

/** Blocks whose hydrated look waits for data from the reference server, absent here. */
const FETCHING = ['ss-social-feed', 'ss-summary', 'ss-comments', 'ss-reservation', 'ss-search', 'ss-product-price', 'ss-pricing-toggle']
/** What changes on its own, hidden in both screenshots (a third party's or a media player's frame, a chart's canvas, a moving track). */
const HIDDEN = ['iframe', 'video', 'audio', 'canvas', '[part=track]']
/** The share of a block's pixels that may differ (anti-aliasing, a caret). */
const PIXEL_TOLERANCE = 0.002
/**
 * What does not reach the budget yet, by browser and block (`<tag>[n]`, the n-th outermost block of its demo
 * page), measured on 2026-11-28 in three runs with headroom (half again in Chromium, thrice in Firefox and WebKit,
 * whose screenshots vary more from run to run); 1 where the block's box changes size: the to-do
 * list, beside test/ssr-parity.e2e.test.mjs's. An entry fails when its share grows past it; remove it once it
 * reaches the budget.
 */
/** Firefox's and WebKit's slideshows, their timing and images still arriving: 0.003 to 0.92 from one run to the next. */
const SLIDESHOWS_IN_TIME = Object.fromEntries([8, 9, 10, 11, 12].map((index) => [`ss-gallery[${index}]`, 1]))
const KNOWN_DIFFERENCES: Record<string, Record<string, number>> = {
  chromium: {
    'ss-embed[0]': 1,
    'ss-form[0]': 0.03,
    'ss-gallery[6]': 1,
    'ss-gallery[7]': 1,
    'ss-gallery[8]': 1,
    'ss-gallery[9]': 0.04,
    'ss-gallery[10]': 0.03,
    'ss-gallery[11]': 0.04,
    'ss-newsletter[0]': 0.04,
    'ss-newsletter[1]': 0.2,
    'ss-text-highlight[2]': 0.05,
    'ss-text-highlight[3]': 0.03,
    'ss-text-highlight[4]': 0.04,
    'ss-text-highlight[5]': 1,
    'ss-text-highlight[6]': 0.03,
    'ss-text-highlight[7]': 0.06,
    'ss-text-highlight[8]': 0.05,
    'ss-text-highlight[9]': 0.05,
    'ss-text-highlight[10]': 0.12,
    'ss-text-highlight[11]': 0.09,
    'ss-text-highlight[12]': 0.48, // 0.10 to 0.32 from one run to the next
    'ss-text-highlight[13]': 0.04,
    'ss-text-highlight[14]': 0.04,
    'ss-text-highlight[15]': 0.08,
    'ss-text-highlight[0]': 0.04,
  },
  firefox: {
    'ss-accordion[4]': 1, // a pixel taller in some runs
    'ss-chart[1]': 1,
    'ss-embed[0]': 1,
    'ss-form[0]': 0.04,
    'ss-gallery[3]': 0.04,
    'ss-gallery[6]': 1,
    'ss-gallery[7]': 1,
    ...SLIDESHOWS_IN_TIME,
    'ss-newsletter[0]': 0.05,
    'ss-newsletter[1]': 0.4,
    'ss-text-highlight[0]': 0.06,
    'ss-text-highlight[1]': 0.06,
    'ss-text-highlight[2]': 0.06,
    'ss-text-highlight[3]': 0.06,
    'ss-text-highlight[4]': 0.06,
    'ss-text-highlight[5]': 1,
    'ss-text-highlight[6]': 0.06,
    'ss-text-highlight[7]': 0.06,
    'ss-text-highlight[8]': 0.06,
    'ss-text-highlight[9]': 0.06,
    'ss-text-highlight[10]': 0.26,
    'ss-text-highlight[11]': 0.06,
    'ss-text-highlight[12]': 1,
    'ss-text-highlight[13]': 0.06,
    'ss-text-highlight[14]': 0.1,
    'ss-text-highlight[15]': 0.06,
  },
  webkit: {
    'ss-accordion[1]': 0.68,
    'ss-chart[1]': 1,
    'ss-embed[0]': 1,
    'ss-gallery[0]': 1,
    'ss-gallery[1]': 1,
    'ss-gallery[2]': 1,
    'ss-gallery[4]': 0.54,
    'ss-gallery[6]': 1,
    'ss-gallery[7]': 1,
    ...SLIDESHOWS_IN_TIME,
    'ss-text-highlight[0]': 1,
    'ss-text-highlight[1]': 1,
    'ss-text-highlight[2]': 1,
    'ss-text-highlight[3]': 1,
    'ss-text-highlight[4]': 1,
    'ss-text-highlight[5]': 1,
    'ss-text-highlight[6]': 1,
    'ss-text-highlight[7]': 1,
    'ss-text-highlight[12]': 1,
    'ss-text-highlight[13]': 1,
    'ss-text-highlight[14]': 1,
    'ss-text-highlight[15]': 1,
    'ss-video[0]': 0.19,
    'ss-video[1]': 1,
  },
}

const browser = navigator.userAgent.includes('Firefox') ? 'firefox' : /Chrome|Chromium/.test(navigator.userAgent) ? 'chromium' : 'webkit'
const blockTags = Object.keys(SERVER_BLOCKS).filter((tag) => !FETCHING.includes(tag))

declare global {
  interface Window {
    __ssScreenshotTargets: Element[]
  }
}

describe('a server-rendered block, before and after it hydrates', () => {
  let container: HTMLElement | undefined
  const pageStyles = ['/dist/themes/ss-theme.css', '/demo/site.css', '/demo/playground.css'].map((href) => Object.assign(document.createElement('link'), { rel: 'stylesheet', href }))
  // The demo pages' own stylesheets, as the reference server serves them.
  before(async () => {
    document.head.append(...pageStyles)
    await Promise.all(pageStyles.map(loaded))
    await setViewport({ width: 1280, height: 800 })
  })
  after(() => pageStyles.forEach((link) => link.remove()))
  afterEach(() => {
    container?.remove()
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== hiding)
  })

  for (const tag of blockTags) {
    it(`${tag}: the same pixels at 1280 px`, async function () {
      this.timeout(90_000)
      const source = await (await fetch(`/elements/${tag}/demo.html`)).text()
      const { html } = await executeServerCommand<{ html: string }, { html: string }>('ss-render-page', { html: source })
      container = document.createElement('main')
      container.setHTMLUnsafe(html)
      // As the reference server sends a rendered demo page: without the CSS a page drawn by the browser needs.
      for (const style of container.querySelectorAll('style[data-pending-css]')) style.remove()
      document.body.append(container)
      const blocks = outermostBlocks(container)
      await drawn(blocks)
      window.__ssScreenshotTargets = blocks
      for (const [index] of blocks.entries()) await executeServerCommand('ss-screenshot', { index, name: `${tag}[${index}]-before` })

      for (const found of new Set([...container.querySelectorAll('*')].map((element) => element.localName).filter((name) => name in SERVER_BLOCKS))) {
        await import(`../elements/${found}/index.ts`)
      }
      for (const block of blocks) await waitFor(() => !block.hasAttribute('data-ss-pending'), `<${tag}> hydrated`)
      await drawn(blocks)
      const problems: string[] = []
      for (const [index, block] of blocks.entries()) {
        await imageLoaderSettled(block)
        await executeServerCommand('ss-screenshot', { index, name: `${tag}[${index}]-after` })
        const { ratio, problem } = (await executeServerCommand<{ ratio: number; problem?: string }, object>('ss-pixel-difference', { before: `${tag}[${index}]-before`, after: `${tag}[${index}]-after` }))!
        const key = `${tag}[${index}]`
        if (ratio > (KNOWN_DIFFERENCES[browser]![key] ?? PIXEL_TOLERANCE)) problems.push(`'${key}': ${ratio.toFixed(4)}, ${problem ?? `${(ratio * 100).toFixed(2)}% of its pixels differ`}`)
      }
      expect(problems.join('\n')).to.equal('')
    })
  }
})

/** Each block of `root` with a box that is not inside another block. */
function outermostBlocks(root: Element): Element[] {
  const tags = Object.keys(SERVER_BLOCKS).join(',')
  return [...root.querySelectorAll(tags)].filter((block) => !block.parentElement?.closest(tags) && block.getBoundingClientRect().height > 0)
}

/** Hides what changes on its own, by a stylesheet of each tree: an attribute would be a hydration mismatch. */
const hiding = new CSSStyleSheet()
hiding.replaceSync(`${HIDDEN.join(', ')} { visibility: hidden !important; }`)

/** Waits until the blocks' stylesheets, images and fonts have loaded and two frames have passed, what changes on its own hidden. */
async function drawn(blocks: Element[]): Promise<void> {
  const roots = blocks.flatMap((block) => [block, ...(block.shadowRoot ? [block.shadowRoot] : [])])
  const loading = roots.flatMap((root) => [...root.querySelectorAll<HTMLLinkElement | HTMLImageElement>('link[rel=stylesheet], img')])
  const timeout = new Promise((resolve) => setTimeout(resolve, 3000))
  await Promise.race([timeout, Promise.all(loading.map((element) => (element instanceof HTMLImageElement ? element.decode().catch(() => {}) : loaded(element))))])
  await document.fonts.ready
  for (const root of [document, ...blocks.flatMap((block) => (block.shadowRoot ? [block.shadowRoot] : []))]) {
    if (!root.adoptedStyleSheets.includes(hiding)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, hiding]
  }
  // A block that draws itself in (a highlight's stroke, a fade) is compared once drawn.
  const finite = roots.flatMap((root) => (root instanceof ShadowRoot ? root.getAnimations() : [])).filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime))
  await Promise.race([timeout, Promise.all(finite.map((animation) => animation.finished.catch(() => {})))])
  await new Promise((resolve) => setTimeout(resolve, 250))
}

const loaded = (link: HTMLLinkElement) =>
  link.sheet ? Promise.resolve() : new Promise((resolve) => { link.addEventListener('load', resolve, { once: true }); link.addEventListener('error', resolve, { once: true }) })
