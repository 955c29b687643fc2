import { currencyOf } from '../../core/commerce/currencies.ts'
import type { Cart, CartEntry } from '../../core/commerce/cart-api.ts'
import { offerOf, type Catalogue } from './catalogue.ts'

/** A cart as stored: its row and its lines, before pricing. */
export interface StoredCart {
  id: string
  websiteId: string
  currency: string
  created: Date
  isPurchased: boolean
  entries: Array<{ id: string; productId: string; sku: string; quantity: number }>
}

/**
 * The cart as the API answers it, priced from the catalogue now (a line whose product is no longer sold is
 * left out). The reference store has no shipping, tax or coupons: those lists are empty and their amounts 0,
 * so the grand total is the subtotal.
 */
export function cartJson(stored: StoredCart, catalogue: Catalogue): Cart {
  const entries: CartEntry[] = stored.entries.flatMap((entry) => {
    const offer = offerOf(catalogue, entry.productId, entry.sku)
    if (!offer) return []
    return [
      {
        id: entry.id,
        productId: entry.productId,
        productName: offer.product.name,
        productType: offer.product.productType,
        sku: offer.sku,
        variantLabel: offer.variantLabel,
        quantity: entry.quantity,
        unitPriceCents: offer.unitPriceCents,
        totalCents: offer.unitPriceCents * entry.quantity,
      },
    ]
  })
  const subtotalCents = entries.reduce((sum, entry) => sum + entry.totalCents, 0)
  const isDigital = (entry: CartEntry) => entry.productType === 'digital'
  const hasDigital = entries.some(isDigital)
  return {
    id: stored.id,
    websiteId: stored.websiteId,
    orderId: null,
    created: stored.created.getTime(),
    isPurchased: stored.isPurchased,
    entries,
    shippingOptions: [],
    selectedShippingOption: null,
    shippingLocation: null,
    applicableTaxRules: [],
    coupons: [],
    validCoupons: [],
    invalidCoupons: [],
    subtotalCents,
    subtotalAmount: { currency: stored.currency, value: decimalAmount(subtotalCents, stored.currency) },
    taxCents: 0,
    shippingCostCents: 0,
    discountCents: 0,
    grandTotalCents: subtotalCents,
    totalQuantity: entries.reduce((sum, entry) => sum + entry.quantity, 0),
    hasDigital,
    purelyDigital: entries.length > 0 && entries.every(isDigital),
    requiresShipping: entries.some((entry) => entry.productType === 'physical'),
  }
}

/** '45.00' for 4500 cents; '4500' for 4500 yen: the amount in major units, as a decimal string. */
function decimalAmount(cents: number, currency: string): string {
  const digits = currencyOf(currency).fractionDigits
  if (digits === 0) return String(cents)
  const text = String(cents).padStart(digits + 1, '0')
  return `${text.slice(0, -digits)}.${text.slice(-digits)}`
}
