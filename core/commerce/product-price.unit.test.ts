import { describe, expect, it } from 'vitest'
import { priceText, productPrice, type Product, type ProductVariant } from './product-price.ts'

const variant = (price: number, salePrice?: number, onSale = salePrice !== undefined) => ({ price, salePrice, onSale })
const physical = (...variants: ProductVariant[]): Product => ({ productType: 'physical', variants })
const digital = (priceCents: number, salePriceCents?: number, onSale = salePriceCents !== undefined): Product => ({
  productType: 'digital',
  priceCents,
  salePriceCents,
  onSale,
})

describe('priceText', () => {
  it.each<[string, Product, string, string]>([
    ['one variant', physical(variant(1000)), 'USD', '$10.00'],
    ['equal variants', physical(variant(1000), variant(1000)), 'USD', '$10.00'],
    ['variant prices vary', physical(variant(1500), variant(1000), variant(2000)), 'USD', 'from $10.00'],
    ['a service', { productType: 'service', variants: [variant(5000), variant(7500)] }, 'EUR', 'from €50.00'],
    [
      'gift card amounts',
      { productType: 'gift card', variants: [variant(2500), variant(5000), variant(10000)] },
      'GBP',
      'from £25.00',
    ],
    ['one variant on sale', physical(variant(1000, 800)), 'USD', '$8.00 (was $10.00)'],
    ['every variant on sale at one price', physical(variant(1000, 800), variant(1200, 800)), 'USD', '$8.00 (was $10.00)'],
    ['a sale makes prices vary', physical(variant(1000, 800), variant(1000)), 'USD', 'from $8.00'],
    ['the lowest paid price starts', physical(variant(900), variant(1000, 700)), 'USD', 'from $7.00'],
    ['a sale price without onSale is ignored', physical(variant(1000, 800, false)), 'USD', '$10.00'],
    ['onSale without a sale price is ignored', physical({ price: 1000, onSale: true }), 'USD', '$10.00'],
    ['a sale price above the price shows no original', physical(variant(1000, 1200)), 'USD', '$12.00'],
    ['digital', digital(1999), 'USD', '$19.99'],
    ['digital on sale', digital(1999, 999), 'USD', '$9.99 (was $19.99)'],
    ['digital with a sale price, not on sale', digital(1999, 999, false), 'USD', '$19.99'],
    ['digital ignores variants', { productType: 'digital', priceCents: 500, variants: [variant(100), variant(200)] }, 'USD', '$5.00'],
    ['yen', physical(variant(1200), variant(980)), 'JPY', 'from ¥980'],
    ['free', digital(0), 'USD', '$0.00'],
  ])('%s', (_, product, currency, expected) => {
    expect(priceText(product, currency)).toBe(expected)
  })

  it('throws a RangeError for an unknown currency', () => {
    expect(() => priceText({ productType: 'digital', priceCents: 100 }, 'XXX')).toThrow(RangeError)
  })

  it.each<[Product, string]>([
    [{ productType: 'physical' }, 'A physical product needs at least one variant to have a price.'],
    [{ productType: 'gift card', variants: [] }, 'A gift card product needs at least one variant to have a price.'],
    [{ productType: 'digital' }, 'A digital product needs priceCents to have a price.'],
  ])('refuses a product without a price: %j', (product, message) => {
    expect(() => productPrice(product)).toThrow(new RangeError(message))
  })
})

describe('productPrice', () => {
  it.each<[Product, ReturnType<typeof productPrice>]>([
    [physical(variant(1000)), { cents: 1000, varies: false }],
    [physical(variant(1000), variant(400)), { cents: 400, varies: true }],
    [physical(variant(1000, 800), variant(900, 800)), { cents: 800, varies: false, originalCents: 900 }],
    [physical(variant(1000, 800), variant(800)), { cents: 800, varies: false }],
    [digital(1999, 999), { cents: 999, varies: false, originalCents: 1999 }],
  ])('%j', (product, expected) => {
    expect(productPrice(product)).toEqual(expected)
  })
})
