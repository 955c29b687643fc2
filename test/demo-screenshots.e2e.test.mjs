// Every demo page at a phone's width and a laptop's: nothing wider than the screen, every cookie-banner popup
// about as tall as its content, and no layout shift as the elements upgrade. Screenshots go to `.screenshots/<width>/` (git-ignored) for a person to
// look at; the test asserts the measurements, not the pixels. Needs dist/ (npm test builds it first).
import { mkdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { demoPagePaths, openDemoPage } from '../demo/check-demo.mjs'
import { repoRoot, useDemoSite } from './helpers/demo-site.mjs'
import { cookiePopupHeights, horizontalOverflow, layoutShifts, recordLayoutShifts } from './helpers/page-layout.mjs'

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]
/** A popup may be this much taller than its content (the gaps between its parts), no more. */
const POPUP_SLACK = 1.2
/** The pages of the elements that reserve their box before they upgrade. */
const RESERVING_PAGES = [
  '/ss-gallery/', '/ss-form/', '/ss-newsletter/', '/ss-accordion/', '/ss-image/', '/ss-share/', '/ss-lock-screen/', '/ss-shape/',
  '/ss-donation-button/', '/ss-product-price/', '/ss-cart-link/',
]
/** The most layout shift a page may have while it loads and upgrades: what counts as a good CLS (0.1), 0.02 on those. */
const maxLayoutShift = (path) => (RESERVING_PAGES.includes(path) ? 0.02 : 0.1)

const site = useDemoSite()

describe('the demo site at 390 and 1280 px', () => {
  it('fits every page to the screen, every cookie popup to its content, and shifts nothing as it loads', async () => {
    const context = await site.browser.newContext()
    await context.addInitScript(recordLayoutShifts)
    const problems = []
    try {
      const page = await context.newPage()
      const paths = await demoPagePaths(context, site.baseUrl)
      expect(paths).toEqual(expect.arrayContaining(['/', '/ss-cookie-banner/', '/store/', '/stats/', '/editor/']))
      for (const viewport of VIEWPORTS) {
        await page.setViewportSize(viewport)
        const folder = `${repoRoot}.screenshots/${viewport.width}`
        mkdirSync(folder, { recursive: true })
        for (const path of paths) {
          await openDemoPage(page, new URL(path, site.baseUrl).href)
          // Until its implementation has loaded, an element's shadow root shows its light DOM.
          await page.waitForFunction(() => !document.querySelector('[data-ss-pending]'), null, { timeout: 10_000 })
          const where = `${path} at ${viewport.width} px`
          const shifts = await page.evaluate(layoutShifts)
          if (shifts.total > maxLayoutShift(path)) problems.push(`${where}: layout shift ${shifts.total.toFixed(3)} (${shifts.moved.join(', ')})`)
          const { scrollWidth, innerWidth, offenders } = await page.evaluate(horizontalOverflow)
          if (scrollWidth > innerWidth) problems.push(`${where}: ${scrollWidth} px wide in a ${innerWidth} px window`)
          for (const offender of offenders) problems.push(`${where}: ${offender} passes the window's edge`)
          for (const { label, boxHeight, contentHeight } of await page.evaluate(cookiePopupHeights)) {
            if (boxHeight > POPUP_SLACK * contentHeight) {
              problems.push(`${where}: "${label}" is ${Math.round(boxHeight)} px tall for ${Math.round(contentHeight)} px of content`)
            }
          }
          await page.screenshot({ path: `${folder}/${path.replaceAll('/', '') || 'index'}.png`, fullPage: true })
        }
      }
    } finally {
      await context.close()
    }
    expect(problems).toEqual([])
  }, 300_000)
})
