import { z } from 'zod/mini'
import { CURRENCIES, type CurrencyCode } from '../../core/commerce/currencies.ts'

const currencyCodes = CURRENCIES.map((currency) => currency.code) as [CurrencyCode, ...CurrencyCode[]]

/** The cart link's block JSON: the currency of the subtotal it reads from the cart on load. */
export const cartLinkBlockSchema = z.object({
  currency: z.optional(z.enum(currencyCodes)),
})

export type CartLinkConfig = z.output<typeof cartLinkBlockSchema>

/** What `sync()` takes: the number of items in the cart and its subtotal as text. */
export interface CartSummary {
  items: number
  subtotal: string
}

export interface CartLinkMethods {
  sync(summary: CartSummary): void
}
