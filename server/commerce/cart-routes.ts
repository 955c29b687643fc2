import { Hono, type Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { z } from 'zod'
import { CART_COOKIE, HAS_CART_COOKIE } from '../../core/commerce/cart-cookies.ts'
import { MAX_SKU_LENGTH } from '../../core/commerce/store-rules.ts'
import type { Database } from '../db/database.ts'
import { problemException } from '../http/problem.ts'
import { jsonBody, validBody } from '../http/valid-body.ts'
import { offerOf, type Catalogue } from './catalogue.ts'
import { cartJson } from './cart-json.ts'
import { addToLine, createCart, findCart, MAX_LINE_QUANTITY, setLineQuantity, type QuantityRefusal } from './cart-store.ts'

/** How long a cart and its cookies last after the visitor last added to it: 14 days. */
export const CART_COOKIE_MAX_AGE_SECONDS = 14 * 24 * 60 * 60

const addRequest = z.object({
  productId: z.string().min(1).max(200),
  /** The variant; left out for a digital product or a product with one variant. */
  sku: z.string().max(MAX_SKU_LENGTH).default(''),
  quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY).default(1),
})

const quantityRequest = z.object({
  quantity: z.number().int().min(0).max(MAX_LINE_QUANTITY),
})

/**
 * The reference server's cart API, under `/api/commerce/cart`, of its own design (the platform it follows has
 * no public one). The cart is the one the `CART` cookie names; every answer is the whole cart, priced from
 * the catalogue, totals in cents.
 */
export function cartRoutes(db: Database, catalogue: Catalogue): Hono {
  const app = new Hono()

  app.get('/', async (c) => {
    const cart = await cartOf(c)
    return cart ? c.json(cartJson(cart, catalogue)) : noCart(c)
  })

  app.post('/entries', validBody(addRequest, jsonBody), async (c) => {
    const { productId, sku, quantity } = c.get('body')
    const offer = offerOf(catalogue, productId, sku)
    if (!offer) {
      throw problemException(400, { code: 'unknownProduct', error: `No product ${JSON.stringify(productId)}${sku ? ` with SKU ${JSON.stringify(sku)}` : ''} is for sale.` })
    }
    const token = await db.transaction(async (tx) => {
      const existing = getCookie(c, CART_COOKIE)
      const cartToken = existing && (await findCart(tx, existing)) ? existing : await createCart(tx, catalogue)
      const cart = (await findCart(tx, cartToken))!
      refuse(await addToLine(tx, cart.id, offer, quantity))
      return cartToken
    })
    setCartCookies(c, token)
    return c.json(cartJson((await findCart(db, token))!, catalogue))
  })

  app.put('/entries/:entryId', validBody(quantityRequest, jsonBody), async (c) => {
    const { quantity } = c.get('body')
    const cart = await cartOf(c)
    if (!cart) return noCart(c)
    const entry = cart.entries.find((each) => each.id === c.req.param('entryId'))
    if (!entry) throw problemException(404, { code: 'noEntry', error: 'That line is not in the cart.' })
    refuse(await setLineQuantity(db, entry.id, offerOf(catalogue, entry.productId, entry.sku), quantity))
    return c.json(cartJson((await findCart(db, getCookie(c, CART_COOKIE)!))!, catalogue))
  })

  /** The cart the request's cookie names, if any. */
  async function cartOf(c: Context) {
    const token = getCookie(c, CART_COOKIE)
    return token ? await findCart(db, token) : undefined
  }

  return app
}

/** 400 with the sentence to show: the data layer reads `error` as the message of a 400 (a 409 would be 'Unable to connect…'). */
function refuse(refusal: QuantityRefusal | undefined): void {
  if (!refusal) return
  throw refusal.refused === 'tooMany'
    ? problemException(400, { code: 'tooMany', error: `A cart holds at most ${refusal.max} of one item.` })
    : problemException(400, { code: 'outOfStock', error: refusal.inStock === 0 ? 'This item is sold out.' : `Only ${refusal.inStock} of this item are in stock.` })
}

/** `CART` names the cart and stays away from scripts; `hasCart` tells the page's script that a cart exists. */
function setCartCookies(c: Context, token: string): void {
  const common = { path: '/', sameSite: 'Lax', maxAge: CART_COOKIE_MAX_AGE_SECONDS } as const
  setCookie(c, CART_COOKIE, token, { ...common, httpOnly: true })
  setCookie(c, HAS_CART_COOKIE, 'true', common)
}

/** 404 `noCart`; cookies naming no cart (expired, bought) are cleared, so the page stops asking. */
function noCart(c: Context): Response {
  if (getCookie(c, CART_COOKIE) !== undefined || getCookie(c, HAS_CART_COOKIE) !== undefined) {
    deleteCookie(c, CART_COOKIE, { path: '/' })
    deleteCookie(c, HAS_CART_COOKIE, { path: '/' })
  }
  return c.json({ code: 'noCart', error: 'There is no cart: add something to it first.' }, 404)
}
