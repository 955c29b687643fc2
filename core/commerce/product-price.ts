import { formatMoney } from './format-money.ts'

/** The four kinds of product a store sells. */
export type ProductKind = 'physical' | 'service' | 'digital' | 'gift card'

/** One variant of a physical, service or gift card product; prices in cents of the store's currency. */
export interface ProductVariant {
  price: number
  salePrice?: number
  onSale?: boolean
}

/** A product as its price needs it: digital products carry one price, the others one per variant. */
export interface Product {
  productType: ProductKind
  variants?: readonly ProductVariant[]
  priceCents?: number
  salePriceCents?: number
  onSale?: boolean
}

/** A product's price in cents, before formatting. */
export interface ProductPrice {
  /** What the visitor pays: a variant's sale price while it is on sale, the lowest one when they differ. */
  cents: number
  /** The variants do not all cost the same, so the price reads 'from …'. */
  varies: boolean
  /** The regular price, when every variant is on sale at the one price `cents` below it. */
  originalCents?: number
}

/**
 * The price a product shows. Prices vary when the variants' paid prices (the sale price of a variant on
 * sale, else its price) differ; `cents` is then the lowest. A sale is shown only on a single price: when
 * every variant is on sale at that price, `originalCents` is the lowest regular price above it.
 */
export function productPrice(product: Product): ProductPrice {
  const offers = offersOf(product)
  const paid = offers.map(paidCents)
  const cents = Math.min(...paid)
  const varies = paid.some((each) => each !== cents)
  const allOnSale = offers.every(isOnSale)
  const original = Math.min(...offers.map((offer) => offer.price))
  return !varies && allOnSale && original > cents ? { cents, varies, originalCents: original } : { cents, varies }
}

/**
 * The price as one line of text: '$10.00'; 'from $8.00' when the variants' prices vary; '$8.00 (was
 * $10.00)' for a sale. Use `productPrice` to lay the sale and the regular price out apart.
 */
export function priceText(product: Product, currency: string): string {
  const { cents, varies, originalCents } = productPrice(product)
  const price = formatMoney(cents, currency)
  if (varies) return `from ${price}`
  return originalCents === undefined ? price : `${price} (was ${formatMoney(originalCents, currency)})`
}

function offersOf(product: Product): readonly ProductVariant[] {
  if (product.productType === 'digital') {
    if (product.priceCents === undefined) throw new RangeError('A digital product needs priceCents to have a price.')
    return [{ price: product.priceCents, salePrice: product.salePriceCents, onSale: product.onSale }]
  }
  if (!product.variants?.length) {
    throw new RangeError(`A ${product.productType} product needs at least one variant to have a price.`)
  }
  return product.variants
}

function isOnSale(offer: ProductVariant): offer is ProductVariant & { salePrice: number } {
  return offer.onSale === true && typeof offer.salePrice === 'number'
}

function paidCents(offer: ProductVariant): number {
  return isOnSale(offer) ? offer.salePrice : offer.price
}
