import { z } from 'zod/mini'
import { CURRENCIES, type CurrencyCode } from '../../core/commerce/currencies.ts'

const cents = z.number().check(z.int(), z.nonnegative())

const currencyCodes = CURRENCIES.map((currency) => currency.code) as [CurrencyCode, ...CurrencyCode[]]

/** A product variant; the keys the price does not read (stock, options, sku) are kept as they are. */
const variantSchema = z.looseObject({
  price: cents,
  salePrice: z.optional(cents),
  onSale: z.optional(z.boolean()),
})

const subscriptionPlanSchema = z.object({
  billingPeriod: z.object({
    value: z.number().check(z.int(), z.positive()),
    unit: z.enum(['week', 'month', 'year']),
  }),
  numBillingCycles: z.optional(z.number().check(z.int(), z.nonnegative())),
})

/**
 * The product price block JSON: a store product (its type, variants or, for a digital product, its own
 * price) with an optional subscription plan, and the currency to show it in. A product without a price to
 * show (a digital one without `priceCents`, another without variants) is refused here rather than at render.
 */
export const productPriceBlockSchema = z
  .looseObject({
    productType: z.enum(['physical', 'service', 'digital', 'gift card']),
    variants: z.optional(z.array(variantSchema)),
    priceCents: z.optional(cents),
    salePriceCents: z.optional(cents),
    onSale: z.optional(z.boolean()),
    subscriptionPlan: z.optional(subscriptionPlanSchema),
    currency: z.optional(z.enum(currencyCodes)),
  })
  .check(
    z.refine((product) => (product.productType === 'digital' ? product.priceCents !== undefined : Boolean(product.variants?.length)), {
      message: 'a digital product needs priceCents, any other product at least one variant',
    }),
  )

export type ProductPriceConfig = z.output<typeof productPriceBlockSchema>
