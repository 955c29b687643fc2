// The demo editor end to end, as `npm start` serves it: every preview action sent from its buttons to the
// framed page, answered, and seen in the page; both pages axe-clean. Needs dist/ (npm test builds it first).
import { describe, expect, it } from 'vitest'
import { axeViolations } from '../check-demo.mjs'
import { useDemoSite } from '../../test/helpers/demo-site.mjs'

const site = useDemoSite()

describe('the demo editor', () => {
  it('drives every preview action from its buttons and lists each acknowledgement', async () => {
    const context = await site.browser.newContext()
    try {
      const page = await context.newPage()
      const errors = []
      page.on('pageerror', (error) => errors.push(error.message))
      await page.goto(new URL('/editor/', site.baseUrl).href)
      const acks = page.getByRole('log', { name: 'Acknowledgements' })
      await acks.getByText('page ready').waitFor()
      const preview = page.frameLocator('.preview-frame')
      const html = preview.locator('html')
      const lastAck = () => acks.locator('li').first().locator('strong').textContent()
      const press = async (name, ack) => {
        await page.getByRole('button', { name, exact: true }).click()
        await expect.poll(lastAck).toBe(ack)
      }

      await press('Disable links', 'disable-links: done')
      expect(await html.getAttribute('data-ss-links-disabled')).toBe('')
      await preview.getByRole('link', { name: 'gallery page link' }).click()
      await press('Enable links', 'enable-links: done')
      expect(await html.getAttribute('data-ss-links-disabled')).toBe(null)

      await page.getByLabel('Custom CSS').fill('h1 { color: rgb(138, 21, 56); }')
      await press('Set editing custom CSS', 'set-editing-custom-css: done')
      expect(await preview.locator('h1').evaluate((heading) => getComputedStyle(heading).color)).toBe('rgb(138, 21, 56)')
      await press('Exit site styles edit mode', 'exit-site-styles-edit-mode: done')
      expect(await preview.locator('h1').evaluate((heading) => getComputedStyle(heading).color)).not.toBe('rgb(138, 21, 56)')

      await press('Toggle full-screen preview', 'toggle-full-screen-preview: done')
      expect(await html.getAttribute('data-ss-full-screen-preview')).toBe('')
      await press('Disable full-screen preview', 'disable-full-screen-preview: done')
      await press('Toggle full-screen preview', 'toggle-full-screen-preview: refused')
      await press('Enable full-screen preview', 'enable-full-screen-preview: done')

      await press('Expand the mobile drawer', 'set-mobile-drawer-expanded: done')
      expect(await html.getAttribute('data-ss-mobile-drawer-expanded')).toBe('')
      await press('Collapse the mobile drawer', 'set-mobile-drawer-expanded: done')
      await press('Enter item editing mode', 'enter-item-editing-mode: done')
      expect(await html.getAttribute('data-ss-editing-mode')).toBe('item')
      await press('Enter inline editing mode', 'enter-inline-editing-mode: done')
      expect(await html.getAttribute('data-ss-editing-mode')).toBe('inline')

      // In edit mode the banner shows whatever was chosen, and the gallery's click-through stays on the page.
      await preview.locator('ss-cookie-banner [part~=base]').waitFor()
      await preview.locator('ss-gallery').getByRole('link').first().click()
      await preview.locator('.bypass-events li', { hasText: 'ss-click-through' }).waitFor()
      expect(new URL(page.frames()[1].url()).pathname).toBe('/editor/preview/')

      const frame = page.frames().find((each) => each !== page.mainFrame())
      expect(await axeViolations(frame)).toEqual([])
      expect(await axeViolations(page)).toEqual([])

      await press('Refresh', 'refresh: done')
      await expect.poll(() => acks.getByText('page ready').count()).toBe(2)
      await press('Set URL', 'set-url: done')
      await expect.poll(() => new URL(frame.url()).search).toBe('?page=2')
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  }, 90_000)
})
