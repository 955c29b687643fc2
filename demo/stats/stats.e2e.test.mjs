// Consent-gated tracking end to end, as `npm start` serves it: the cookie banner's demo page sends nothing
// before consent, then its visit, Web Vitals and choice reach the reference server, and the "Site
// statistics" page shows them, axe-clean. Needs dist/ (npm test builds it first).
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { useDemoSite } from '../../test/helpers/demo-site.mjs'

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js')
// The server this file starts inherits it, and the statistics need it.
const ADMIN_TOKEN = 'e2e-admin-token-0123456789'
process.env.SS_ADMIN_TOKEN = ADMIN_TOKEN
const site = useDemoSite()

/** Every request the page makes to the API, as `METHOD /path`, with the status once answered. */
function apiTraffic(page) {
  const requests = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith('/api/')) requests.push(`${request.method()} ${url.pathname}`)
  })
  return requests
}

const tableText = (page, caption) =>
  page.evaluate((caption) => {
    const table = [...document.querySelectorAll('table')].find((each) => each.caption?.textContent === caption)
    return table ? [...table.tBodies[0].rows].map((row) => [...row.cells].map((cell) => cell.textContent)) : null
  }, caption)

describe('consent-gated tracking on the demo site', () => {
  it('sends and stores nothing before consent; after it, the statistics page shows the visit', async () => {
    const context = await site.browser.newContext()
    try {
      const page = await context.newPage()
      const traffic = apiTraffic(page)
      await page.goto(new URL('/ss-cookie-banner/', site.baseUrl).href)
      const banner = page.locator('ss-cookie-banner:not([preview])')
      await banner.locator('[part~="accept-button"]').waitFor()
      await page.waitForLoadState('networkidle')
      expect(traffic).toEqual([])
      expect((await context.cookies()).map((cookie) => cookie.name)).toEqual(['crumb'])
      expect(await page.evaluate(() => Object.keys(localStorage).length + Object.keys(sessionStorage).length)).toBe(0)

      await banner.locator('[part~="accept-button"]').click()
      await page.waitForFunction(() => document.getElementById('gated-status').textContent.includes('ran after your consent'))
      await page.locator('a[data-ss-button-id]').click()
      await page.waitForFunction(() => location.hash === '#gated-status')
      await page.waitForLoadState('networkidle')
      expect(traffic).toEqual(
        expect.arrayContaining(['POST /api/consent/records', 'POST /api/census/RecordHit', 'GET /api/1/performance/settings', 'POST /api/census/button-render', 'POST /api/census/button-click']),
      )
      expect((await context.cookies()).map((cookie) => cookie.name).sort()).toEqual(['crumb', 'ss_cookieAllowed', 'ss_cvr', 'ss_cvt'])

      // Leaving the page sends its Web Vitals. Without the token, the page asks for it.
      await page.goto(new URL('/stats/', site.baseUrl).href)
      await page.getByLabel('Admin token').waitFor()
      await page.getByLabel('Admin token').fill('not-the-token')
      await page.getByRole('button', { name: 'Show the statistics' }).click()
      await page.waitForFunction(() => document.getElementById('stats-status').textContent.includes('did not accept'))
      await page.goto(new URL(`/stats/#token=${ADMIN_TOKEN}`, site.baseUrl).href)
      await page.waitForFunction(() => document.getElementById('stats-status').textContent.startsWith('Showing'))
      expect(new URL(page.url()).hash).toBe('')
      expect(await page.getByLabel('Admin token').isVisible()).toBe(false)
      expect(await tableText(page, 'Page views per page')).toEqual([['/ss-cookie-banner/', '1', '1']])
      expect(await tableText(page, 'Cookie choices')).toEqual([
        ['Accepted', '1'],
        ['Declined', '0'],
        ['of which by Global Privacy Control', '0'],
      ])
      expect(await tableText(page, 'Tracked buttons')).toEqual([['demo-what-ran', 'What ran?', '1', '1']])
      await page.reload()
      await page.waitForFunction(() => document.querySelector('table caption')?.textContent && document.body.textContent.includes('Web Vitals per page'))
      const vitals = await tableText(page, 'Web Vitals per page')
      expect(vitals?.map((row) => row.slice(0, 2))).toEqual(expect.arrayContaining([['/ss-cookie-banner/', 'TTFB']]))
      await page.addScriptTag({ path: axePath })
      const violations = await page.evaluate(async () => (await window.axe.run(document, { resultTypes: ['violations'] })).violations)
      expect(violations.map(({ id, help }) => `${id} (${help})`)).toEqual([])
    } finally {
      await context.close()
    }
  }, 60_000)
})
