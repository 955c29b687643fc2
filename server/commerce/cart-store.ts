import { randomBytes, randomUUID } from 'node:crypto'
import type { Queryable } from '../db/database.ts'
import type { Catalogue, Offer } from './catalogue.ts'
import type { StoredCart } from './cart-json.ts'

/** The most of one line a cart holds. */
export const MAX_LINE_QUANTITY = 999

/** Why a quantity was refused: over {@link MAX_LINE_QUANTITY}, or over what is in stock. */
export type QuantityRefusal = { refused: 'tooMany'; max: number } | { refused: 'outOfStock'; inStock: number }

/** The cart the `CART` cookie's token names, with its lines in the order they were added. */
export async function findCart(db: Queryable, token: string): Promise<StoredCart | undefined> {
  const [cart] = await db.query(
    'select id, website_id, currency, created_at, is_purchased from carts where token = $1 and not is_purchased',
    [token],
  )
  if (!cart) return undefined
  const entries = await db.query(
    'select id, product_id, sku, quantity from cart_entries where cart_id = $1 order by added_at, id',
    [cart.id],
  )
  return {
    id: cart.id as string,
    websiteId: cart.website_id as string,
    currency: cart.currency as string,
    created: cart.created_at as Date,
    isPurchased: cart.is_purchased as boolean,
    entries: entries.map((entry) => ({
      id: entry.id as string,
      productId: entry.product_id as string,
      sku: entry.sku as string,
      quantity: entry.quantity as number,
    })),
  }
}

/** A new empty cart in the catalogue's currency; answers the token its cookie carries. */
export async function createCart(db: Queryable, catalogue: Catalogue): Promise<string> {
  const token = randomBytes(24).toString('base64url')
  await db.query('insert into carts (id, token, website_id, currency) values ($1, $2, $3, $4)', [
    randomUUID(),
    token,
    catalogue.websiteId,
    catalogue.currency,
  ])
  return token
}

/** Adds `quantity` of an offer to its line (made if missing); refused past the line's limit or the stock. */
export async function addToLine(db: Queryable, cartId: string, offer: Offer, quantity: number): Promise<QuantityRefusal | undefined> {
  const [line] = await db.query(
    'select id, quantity from cart_entries where cart_id = $1 and product_id = $2 and sku = $3 for update',
    [cartId, offer.product.id, offer.sku],
  )
  const total = ((line?.quantity as number | undefined) ?? 0) + quantity
  const refusal = quantityRefusal(total, offer)
  if (refusal) return refusal
  if (line) await db.query('update cart_entries set quantity = $1 where id = $2', [total, line.id])
  else {
    await db.query('insert into cart_entries (id, cart_id, product_id, sku, quantity) values ($1, $2, $3, $4, $5)', [
      randomUUID(),
      cartId,
      offer.product.id,
      offer.sku,
      total,
    ])
  }
  return undefined
}

/** Sets a line's quantity, 0 removing it; `offer` is the line's, or undefined when it is no longer sold. */
export async function setLineQuantity(db: Queryable, entryId: string, offer: Offer | undefined, quantity: number): Promise<QuantityRefusal | undefined> {
  if (quantity === 0 || !offer) {
    await db.query('delete from cart_entries where id = $1', [entryId])
    return undefined
  }
  const refusal = quantityRefusal(quantity, offer)
  if (!refusal) await db.query('update cart_entries set quantity = $1 where id = $2', [quantity, entryId])
  return refusal
}

function quantityRefusal(quantity: number, offer: Offer): QuantityRefusal | undefined {
  if (quantity > MAX_LINE_QUANTITY) return { refused: 'tooMany', max: MAX_LINE_QUANTITY }
  if (offer.stock !== undefined && quantity > offer.stock) return { refused: 'outOfStock', inStock: offer.stock }
  return undefined
}
