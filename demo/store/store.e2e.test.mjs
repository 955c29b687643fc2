// The demo store end to end, as `npm start` serves it: adding to the cart goes through the reference server's
// cart API, the cart link follows and announces it, and the checkout link passes the guard only with the cart
// cookie. Needs dist/ (npm test builds it first).
import { describe, expect, it } from 'vitest'
import { useDemoSite } from '../../test/helpers/demo-site.mjs'

const site = useDemoSite()

const cartLink = (page) => page.locator('ss-cart-link')

describe('the demo store', () => {
  it('alerts instead of going to checkout before anything is in the cart', async () => {
    const context = await site.browser.newContext()
    try {
      const page = await context.newPage()
      await page.goto(new URL('/store/', site.baseUrl).href)
      // The server draws the empty cart's count already: the state on the element tells that it has hydrated.
      await page.locator('ss-cart-link[data-state=empty]').waitFor()
      await page.locator('a.checkout').click()
      const alert = page.getByRole('alertdialog', {
        name: 'Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.',
      })
      await alert.waitFor()
      await alert.getByRole('button', { name: 'OK' }).click()
      await alert.waitFor({ state: 'detached' })
      expect(new URL(page.url()).pathname).toBe('/store/')
    } finally {
      await context.close()
    }
  }, 60_000)

  it('adds to the cart, shows the count and subtotal, and checks out with the cart cookie', async () => {
    const context = await site.browser.newContext()
    try {
      const page = await context.newPage()
      await page.goto(new URL('/store/', site.baseUrl).href)
      await page.locator('ss-cart-link[data-state=empty]').waitFor()

      const apron = page.locator('[data-product-id=linen-apron]')
      await apron.getByLabel('Size').selectOption('SQ1000003')
      await apron.getByLabel('Quantity').fill('2')
      await apron.getByRole('button', { name: 'Add to cart' }).click()
      await page.locator('[data-product-id=sourdough-guide]').getByRole('button', { name: 'Add to cart' }).click()

      const status = cartLink(page).locator('[role=status]')
      await expect.poll(() => status.textContent()).toBe('3 items in your cart, subtotal $73.00')
      expect(await cartLink(page).locator('[part~=count]').textContent()).toBe('3')
      expect(await cartLink(page).locator('[part~=subtotal]').textContent()).toBe('$73.00')
      expect((await context.cookies()).map((cookie) => `${cookie.name}:${cookie.httpOnly}`).sort()).toEqual(['CART:true', 'crumb:false', 'hasCart:false'])

      await page.getByLabel('Quantity of Linen apron (Large)').fill('1')
      await page.getByLabel('Quantity of Linen apron (Large)').press('Enter')
      await expect.poll(() => status.textContent()).toBe('2 items in your cart, subtotal $41.00')

      const medium = page.locator('[data-product-id=linen-apron]')
      await medium.getByLabel('Size').selectOption('SQ1000002')
      await medium.getByLabel('Quantity').fill('5')
      await medium.getByRole('button', { name: 'Add to cart' }).click()
      await expect.poll(() => medium.locator('.add-status').textContent()).toBe('Only 4 of this item are in stock.')

      await page.reload()
      await expect.poll(() => cartLink(page).locator('[part~=count]').textContent().catch(() => '')).toBe('2')

      await page.locator('a.checkout').click()
      await page.waitForURL(new URL('/commerce/goto-checkout', site.baseUrl).href)
      expect(await page.locator('tfoot td').textContent()).toBe('$41.00')
    } finally {
      await context.close()
    }
  }, 60_000)
})
