import { z } from 'zod'
import { isCurrencyCode } from '../../core/commerce/currencies.ts'
import { productPrice } from '../../core/commerce/product-price.ts'
import { MAX_PRICE_CENTS, MAX_SKU_LENGTH } from '../../core/commerce/store-rules.ts'
import demoCatalogueJson from './demo-catalogue.json'

const cents = z.number().int().min(0).max(MAX_PRICE_CENTS)

const variant = z.object({
  sku: z.string().min(1).max(MAX_SKU_LENGTH),
  /** How the visitor tells this variant from the others: 'Small', '$25.00'. */
  label: z.string().min(1),
  price: cents,
  salePrice: cents.optional(),
  onSale: z.boolean().optional(),
  qtyInStock: z.number().int().min(0).optional(),
  unlimited: z.boolean().default(false),
})

const product = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  productType: z.enum(['physical', 'service', 'digital', 'gift card']),
  variants: z.array(variant).min(1).optional(),
  priceCents: cents.optional(),
  salePriceCents: cents.optional(),
  onSale: z.boolean().optional(),
  subscriptionPlan: z
    .object({
      billingPeriod: z.object({ value: z.number().int().min(1), unit: z.enum(['week', 'month', 'year']) }),
      numBillingCycles: z.number().int().min(0).optional(),
    })
    .optional(),
})

/** What a store sells, in one currency: its products with the ids and names a cart needs. */
export const catalogueSchema = z.object({
  websiteId: z.string().min(1),
  currency: z.string().refine(isCurrencyCode, 'one of the 27 currency codes'),
  products: z.array(
    product.refine((p) => (p.productType === 'digital' ? p.priceCents !== undefined : p.variants !== undefined), {
      message: 'a digital product needs priceCents, any other product variants',
    }),
  ),
})

export type Catalogue = z.output<typeof catalogueSchema>
export type CatalogueProduct = Catalogue['products'][number]

/** The demo store's catalogue (`demo-catalogue.json`), which the store demo page shows. */
export const demoCatalogue: Catalogue = catalogueSchema.parse(demoCatalogueJson)

/** One thing a cart line can hold: a product, and its variant unless it is digital. */
export interface Offer {
  product: CatalogueProduct
  /** The variant's SKU; empty for a digital product, which has none. */
  sku: string
  variantLabel: string
  /** What one costs now: the sale price while on sale. */
  unitPriceCents: number
  /** How many can be sold; undefined when unlimited. */
  stock: number | undefined
}

/**
 * The offer of `productId` and `sku`. A product with a single variant needs no SKU; a digital product takes
 * none. Undefined when the product or the variant is not sold.
 */
export function offerOf(catalogue: Catalogue, productId: string, sku = ''): Offer | undefined {
  const found = catalogue.products.find((each) => each.id === productId)
  if (!found) return undefined
  if (found.productType === 'digital') {
    return sku === '' ? { product: found, sku, variantLabel: '', unitPriceCents: productPrice(found).cents, stock: undefined } : undefined
  }
  const variants = found.variants ?? []
  const chosen = sku === '' && variants.length === 1 ? variants[0] : variants.find((each) => each.sku === sku)
  if (!chosen) return undefined
  return {
    product: found,
    sku: chosen.sku,
    variantLabel: chosen.label,
    unitPriceCents: productPrice({ productType: found.productType, variants: [chosen] }).cents,
    stock: chosen.unlimited ? undefined : (chosen.qtyInStock ?? 0),
  }
}
