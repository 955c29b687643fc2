import { describe, expect, it } from 'vitest'
import type { Cart } from '../../core/commerce/cart-api.ts'
import { TEST_CRUMB, useTestServer } from '../testing.ts'
import { CART_COOKIE_MAX_AGE_SECONDS } from './cart-routes.ts'

const server = useTestServer('cart_entries, carts')

/** A visitor's cookies between calls, as a browser keeps them. */
function visitor() {
  const jar = new Map<string, string>([['crumb', TEST_CRUMB]])
  async function call(method: string, path: string, body?: unknown): Promise<Response> {
    const response = await server.app.request(path, {
      method,
      headers: {
        Cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
        'X-CSRF-Token': TEST_CRUMB,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';')
      const [name = '', value = ''] = pair.split('=')
      if (/Max-Age=0/i.test(header)) jar.delete(name)
      else jar.set(name, value)
    }
    return response
  }
  return {
    jar,
    call,
    add: (body: unknown) => call('POST', '/api/commerce/cart/entries', body),
    read: () => call('GET', '/api/commerce/cart'),
    change: (entryId: string, quantity: unknown) => call('PUT', `/api/commerce/cart/entries/${entryId}`, { quantity }),
  }
}

async function cartOf(response: Response): Promise<Cart> {
  expect(response.status).toBe(200)
  return (await response.json()) as Cart
}

describe('the cart API', () => {
  it('answers 404 noCart, and sets no cookie, to a visitor without a cart', async () => {
    const response = await visitor().read()
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({ code: 'noCart' })
    expect(response.headers.getSetCookie()).toEqual([])
  })

  it('makes a cart on the first addition and sets CART (HttpOnly) and hasCart (readable) for 14 days', async () => {
    const shopper = visitor()
    const response = await shopper.add({ productId: 'sourdough-guide' })
    const cookies = response.headers.getSetCookie()
    expect(cookies.find((cookie) => cookie.startsWith('CART='))).toMatch(
      new RegExp(`^CART=[\\w-]{32}; Max-Age=${CART_COOKIE_MAX_AGE_SECONDS}; Path=/; HttpOnly; SameSite=Lax$`),
    )
    expect(cookies.find((cookie) => cookie.startsWith('hasCart='))).toBe(
      `hasCart=true; Max-Age=${CART_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax`,
    )
    const cart = await cartOf(response)
    expect(cart).toMatchObject({
      websiteId: 'demo-store',
      orderId: null,
      isPurchased: false,
      subtotalCents: 900,
      subtotalAmount: { currency: 'USD', value: '9.00' },
      taxCents: 0,
      shippingCostCents: 0,
      discountCents: 0,
      grandTotalCents: 900,
      totalQuantity: 1,
      hasDigital: true,
      purelyDigital: true,
      requiresShipping: false,
      shippingOptions: [],
      coupons: [],
    })
    expect(cart.entries).toEqual([
      expect.objectContaining({ productId: 'sourdough-guide', sku: '', quantity: 1, unitPriceCents: 900, totalCents: 900 }),
    ])
    expect(await cartOf(await shopper.read())).toEqual(cart)
  })

  it('adds to the same line for the same variant and a new line for another, totals in cents', async () => {
    const shopper = visitor()
    await shopper.add({ productId: 'linen-apron', sku: 'SQ1000001' })
    await shopper.add({ productId: 'linen-apron', sku: 'SQ1000001', quantity: 2 })
    const cart = await cartOf(await shopper.add({ productId: 'linen-apron', sku: 'SQ1000003' }))
    expect(cart.entries.map((entry) => [entry.variantLabel, entry.quantity, entry.totalCents])).toEqual([
      ['Small', 3, 8400],
      ['Large', 1, 3200],
    ])
    expect(cart).toMatchObject({ subtotalCents: 11600, totalQuantity: 4, hasDigital: false, requiresShipping: true })
  })

  it('keeps one cart per visitor', async () => {
    const first = visitor()
    const second = visitor()
    await first.add({ productId: 'gift-card', sku: 'SQ1000021' })
    await second.add({ productId: 'bread-club' })
    expect((await cartOf(await first.read())).entries.map((entry) => entry.productId)).toEqual(['gift-card'])
    expect((await cartOf(await second.read())).entries.map((entry) => entry.productId)).toEqual(['bread-club'])
  })

  it('refuses a product that is not sold, and a variant product without its SKU', async () => {
    for (const body of [{ productId: 'nothing' }, { productId: 'linen-apron' }, { productId: 'gift-card', sku: 'SQ9' }]) {
      const response = await visitor().add(body)
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({ code: 'unknownProduct' })
      expect(response.headers.getSetCookie()).toEqual([])
    }
  })

  it('refuses more than is in stock, leaving the cart as it was', async () => {
    const shopper = visitor()
    await shopper.add({ productId: 'linen-apron', sku: 'SQ1000002', quantity: 3 })
    const response = await shopper.add({ productId: 'linen-apron', sku: 'SQ1000002', quantity: 2 })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ code: 'outOfStock', error: 'Only 4 of this item are in stock.' })
    expect((await cartOf(await shopper.read())).totalQuantity).toBe(3)
  })

  it.each([
    [{ productId: 'bread-club', quantity: 0 }, 'quantity'],
    [{ productId: 'bread-club', quantity: 1.5 }, 'quantity'],
    [{ productId: 'bread-club', quantity: 1000 }, 'quantity'],
    [{ productId: '' }, 'productId'],
    [{ productId: 'bread-club', sku: 'S'.repeat(61) }, 'sku'],
  ])('checks the body with zod: %j is refused at %s', async (body, path) => {
    const response = await visitor().add(body)
    expect(response.status).toBe(400)
    const problem = (await response.json()) as { code: string; error: string }
    expect(problem.code).toBe('invalidRequest')
    expect(problem.error).toContain(`at ${path}`)
  })

  it('changes a line’s quantity, and removes it at 0', async () => {
    const shopper = visitor()
    await shopper.add({ productId: 'bread-club' })
    const cart = await cartOf(await shopper.add({ productId: 'sourdough-guide' }))
    const [club, guide] = cart.entries as [Cart['entries'][number], Cart['entries'][number]]
    const changed = await cartOf(await shopper.change(club.id, 5))
    expect(changed.entries.map((entry) => entry.quantity)).toEqual([5, 1])
    expect(changed).toMatchObject({ subtotalCents: 5 * 1800 + 900, totalQuantity: 6, purelyDigital: false })
    const removed = await cartOf(await shopper.change(club.id, 0))
    expect(removed.entries.map((entry) => entry.id)).toEqual([guide.id])
    expect(removed.subtotalCents).toBe(900)
  })

  it('refuses a quantity change past the stock, for a line not in the cart, or without a cart', async () => {
    const shopper = visitor()
    const cart = await cartOf(await shopper.add({ productId: 'linen-apron', sku: 'SQ1000002' }))
    const line = cart.entries[0]!.id
    expect((await shopper.change(line, 5)).status).toBe(400)
    expect((await shopper.change(line, -1)).status).toBe(400)
    const elsewhere = await shopper.change('not-a-line', 1)
    expect(elsewhere.status).toBe(404)
    expect(await elsewhere.json()).toMatchObject({ code: 'noEntry' })
    expect((await visitor().change(line, 1)).status).toBe(404)
    expect((await cartOf(await shopper.read())).entries[0]!.quantity).toBe(1)
  })

  it('clears the cookies of a cart that no longer exists', async () => {
    const shopper = visitor()
    await shopper.add({ productId: 'bread-club' })
    await server.db.exec('delete from carts')
    const response = await shopper.read()
    expect(response.status).toBe(404)
    expect(response.headers.getSetCookie().map((cookie) => cookie.split('=')[0])).toEqual(['CART', 'hasCart'])
    expect([...shopper.jar.keys()]).toEqual(['crumb'])
  })

  it('needs the crumb to change a cart', async () => {
    const response = await server.app.request('/api/commerce/cart/entries', {
      method: 'POST',
      body: JSON.stringify({ productId: 'bread-club' }),
    })
    expect(response.status).toBe(403)
  })
})

describe('the checkout pages', () => {
  it('list the cart at the checkout address', async () => {
    const shopper = visitor()
    await shopper.add({ productId: 'linen-apron', sku: 'SQ1000003', quantity: 2 })
    const page = await (await shopper.call('GET', '/commerce/goto-checkout')).text()
    expect(page).toContain('<td>Linen apron (Large)</td>')
    expect(page).toContain('<td>$64.00</td>')
  })

  it('say why there is no checkout without a cart', async () => {
    const page = await (await visitor().call('GET', '/commerce/goto-checkout')).text()
    expect(page).toContain('Either your session has expired or you do not have cookies enabled.')
  })

  it('show what a donation checkout was asked for, escaped', async () => {
    const page = await (await visitor().call('GET', '/checkout/donate?donatePageId=%3Cb%3Ex')).text()
    expect(page).toContain('<h1>Donation checkout</h1>')
    expect(page).toContain('<dd>&lt;b&gt;x</dd>')
  })
})
