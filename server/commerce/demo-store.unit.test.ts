import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { demoCatalogue } from './catalogue.ts'

const storePage = readFileSync(new URL('../../demo/store/content.html', import.meta.url), 'utf8')

/** Each product card of the demo store page: its product id, the price block JSON, and the SKUs it offers. */
const cards = Array.from(storePage.matchAll(/<li class="product" data-product-id="([^"]+)">([\s\S]*?)<\/li>/g), ([, id, card]) => ({
  id: id!,
  block: JSON.parse(/<ss-product-price data-block-json='([^']*)'/.exec(card!)![1]!) as Record<string, unknown>,
  skus: Array.from(card!.matchAll(/<option value="([^"]+)">([^<]+)<\/option>/g), ([, sku, label]) => ({ sku, label })),
}))

describe('the demo store page', () => {
  it('shows every product of the demo catalogue, once', () => {
    expect(cards.map((card) => card.id)).toEqual(demoCatalogue.products.map((product) => product.id))
  })

  it.each(demoCatalogue.products.map((product) => [product.id, product] as const))(
    'prices %s with the catalogue’s product, and offers its variants by SKU',
    (id, product) => {
      const card = cards.find((each) => each.id === id)!
      const { id: _id, name: _name, ...priced } = product
      expect(card.block).toEqual(JSON.parse(JSON.stringify(priced)))
      const variants = product.variants ?? []
      expect(card.skus).toEqual(variants.length > 1 ? variants.map(({ sku, label }) => ({ sku, label })) : [])
    },
  )
})
