import { describe, expect, it } from 'vitest'
import { priceText, productPrice, type Product } from './product-price.ts'

const variant = (price: number, salePrice?: number, onSale = salePrice !== undefined) => ({ price, salePrice, onSale })

describe('priceText', () => {
  it.each<[string, Product, string, string]>([
    ['one variant', { productType: 'physical', variants: [variant(1000)] }, 'USD', '$10.00'],
    ['equal variants', { productType: 'physical', variants: [variant(1000), variant(1000)] }, 'USD', '$10.00'],
    ['variant prices vary', { productType: 'physical', variants: [variant(1500), variant(1000), variant(2000)] }, 'USD', 'from $10.00'],
    ['a service', { productType: 'service', variants: [variant(5000), variant(7500)] }, 'EUR', 'from €50.00'],
    ['gift card amounts', { productType: 'gift card', variants: [variant(2500), variant(5000), variant(10000)] }, 'GBP', 'from £25.00'],
    ['one variant on sale', { productType: 'physical', variants: [variant(1000, 800)] }, 'USD', '$8.00 (was $10.00)'],
    ['every variant on sale at one price', { productType: 'physical', variants: [variant(1000, 800), variant(1200, 800)] }, 'USD', '$8.00 (was $10.00)'],
    ['a sale makes prices vary', { productType: 'physical', variants: [variant(1000, 800), variant(1000)] }, 'USD', 'from $8.00'],
    ['the lowest paid price starts', { productType: 'physical', variants: [variant(900), variant(1000, 700)] }, 'USD', 'from $7.00'],
    ['a sale price without onSale is ignored', { productType: 'physical', variants: [variant(1000, 800, false)] }, 'USD', '$10.00'],
    ['onSale without a sale price is ignored', { productType: 'physical', variants: [{ price: 1000, onSale: true }] }, 'USD', '$10.00'],
    ['a sale price above the price shows no original', { productType: 'physical', variants: [variant(1000, 1200)] }, 'USD', '$12.00'],
    ['digital', { productType: 'digital', priceCents: 1999 }, 'USD', '$19.99'],
    ['digital on sale', { productType: 'digital', priceCents: 1999, salePriceCents: 999, onSale: true }, 'USD', '$9.99 (was $19.99)'],
    ['digital with a sale price, not on sale', { productType: 'digital', priceCents: 1999, salePriceCents: 999, onSale: false }, 'USD', '$19.99'],
    ['digital ignores variants', { productType: 'digital', priceCents: 500, variants: [variant(100), variant(200)] }, 'USD', '$5.00'],
    ['yen', { productType: 'physical', variants: [variant(1200), variant(980)] }, 'JPY', 'from ¥980'],
    ['free', { productType: 'digital', priceCents: 0 }, 'USD', '$0.00'],
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
    [{ productType: 'physical', variants: [variant(1000)] }, { cents: 1000, varies: false }],
    [{ productType: 'physical', variants: [variant(1000), variant(400)] }, { cents: 400, varies: true }],
    [{ productType: 'physical', variants: [variant(1000, 800), variant(900, 800)] }, { cents: 800, varies: false, originalCents: 900 }],
    [{ productType: 'physical', variants: [variant(1000, 800), variant(800)] }, { cents: 800, varies: false }],
    [{ productType: 'digital', priceCents: 1999, salePriceCents: 999, onSale: true }, { cents: 999, varies: false, originalCents: 1999 }],
  ])('%j', (product, expected) => {
    expect(productPrice(product)).toEqual(expected)
  })
})
