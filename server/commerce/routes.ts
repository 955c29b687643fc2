import { Hono } from 'hono'
import type { Database } from '../db/database.ts'
import { demoCatalogue, type Catalogue } from './catalogue.ts'
import { cartRoutes } from './cart-routes.ts'
import { checkoutPages } from './checkout-pages.ts'

/** The demo store's server side: the cart API and the checkout pages, over one catalogue (the demo's by default). */
export function commerceRoutes(db: Database, catalogue: Catalogue = demoCatalogue): Hono {
  const app = new Hono()
  app.route('/api/commerce/cart', cartRoutes(db, catalogue))
  app.route('/', checkoutPages(db, catalogue))
  return app
}
