import { Hono } from 'hono'
import { getCookie } from 'hono/cookie'
import { html } from 'hono/html'
import type { HtmlEscapedString } from 'hono/utils/html'
import { CART_COOKIE } from '../../core/commerce/cart-cookies.ts'
import { CHECKOUT_COOKIE_ALERT, CHECKOUT_ENTRY_PATH } from '../../core/commerce/checkout.ts'
import { formatMoney } from '../../core/commerce/format-money.ts'
import type { Database } from '../db/database.ts'
import type { Catalogue } from './catalogue.ts'
import { cartJson } from './cart-json.ts'
import { findCart } from './cart-store.ts'

/** The site's checkout routes that the reference server answers, with what each is asked for. */
const CHECKOUTS = {
  subscribe: { title: 'Subscription checkout', parameters: ['cartToken'] },
  donate: { title: 'Donation checkout', parameters: ['donatePageId'] },
  giftcard: { title: 'Gift card checkout', parameters: ['websiteId', 'giftCardProductId', 'sku'] },
} as const

const NO_PAYMENT = 'The reference server takes no payment: a real store’s checkout would start here.'

/**
 * Pages for the checkout addresses, so that the demo store's links lead somewhere: the checkout page lists
 * the cart; the subscription, donation and gift card checkouts show what they were asked for.
 */
export function checkoutPages(db: Database, catalogue: Catalogue): Hono {
  const app = new Hono()

  app.get(CHECKOUT_ENTRY_PATH, async (c) => {
    const token = getCookie(c, CART_COOKIE)
    const stored = token ? await findCart(db, token) : undefined
    if (!stored) return c.html(page('Checkout', html`<p>${CHECKOUT_COOKIE_ALERT}</p>`))
    const cart = cartJson(stored, catalogue)
    const money = (cents: number) => formatMoney(cents, stored.currency)
    return c.html(
      page(
        'Checkout',
        html`<p>${NO_PAYMENT}</p>
          <table>
            <caption>Your order</caption>
            <thead><tr><th scope="col">Item</th><th scope="col">Quantity</th><th scope="col">Price</th></tr></thead>
            <tbody>
              ${cart.entries.map(
                (entry) => html`<tr>
                  <td>${entry.productName}${entry.variantLabel ? ` (${entry.variantLabel})` : ''}</td>
                  <td>${entry.quantity}</td>
                  <td>${money(entry.totalCents)}</td>
                </tr>`,
              )}
            </tbody>
            <tfoot><tr><th scope="row" colspan="2">Subtotal</th><td>${money(cart.subtotalCents)}</td></tr></tfoot>
          </table>`,
      ),
    )
  })

  app.get('/checkout/:kind{subscribe|donate|giftcard}', (c) => {
    const { title, parameters } = CHECKOUTS[c.req.param('kind') as keyof typeof CHECKOUTS]
    return c.html(
      page(
        title,
        html`<p>${NO_PAYMENT}</p>
          <dl>${parameters.map((name) => html`<dt>${name}</dt><dd>${c.req.query(name) ?? '—'}</dd>`)}</dl>`,
      ),
    )
  })

  return app
}

function page(title: string, content: HtmlEscapedString | Promise<HtmlEscapedString>) {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title} — ss-elements demo store</title>
        <link rel="stylesheet" href="/site.css" />
      </head>
      <body>
        <main id="content">
          <h1>${title}</h1>
          ${content}
          <p><a href="/store/">Back to the store</a></p>
        </main>
      </body>
    </html>`
}
