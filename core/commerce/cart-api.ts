import { request } from '../data/request.ts'
import { showDefaultFailure } from '../data/default-failure.ts'
import { RequestError } from '../data/request-error.ts'

/** The reference server's cart API, of its own design (the platform it follows has no public one). */
export const CART_API_PATH = '/api/commerce/cart'

/** One line of a cart: a product (and variant) and how many. Amounts in cents of the cart's currency. */
export interface CartEntry {
  id: string
  productId: string
  productName: string
  productType: string
  sku: string
  variantLabel: string
  quantity: number
  unitPriceCents: number
  totalCents: number
}

/** The shopping cart, as the reference server sends it; totals in cents. */
export interface Cart {
  id: string
  websiteId: string
  orderId: string | null
  created: number
  isPurchased: boolean
  entries: CartEntry[]
  shippingOptions: unknown[]
  selectedShippingOption: unknown
  shippingLocation: unknown
  applicableTaxRules: unknown[]
  coupons: unknown[]
  validCoupons: unknown[]
  invalidCoupons: unknown[]
  subtotalCents: number
  subtotalAmount: { currency: string; value: string }
  taxCents: number
  shippingCostCents: number
  discountCents: number
  grandTotalCents: number
  totalQuantity: number
  hasDigital: boolean
  purelyDigital: boolean
  requiresShipping: boolean
}

/** How a call that fails is handled; by default the data layer's (the system error overlay). */
type OnFailure = { onFailure?: (error: RequestError) => void }

/** The visitor's cart, or `null` when the server has none for them (no cookie, or a cart that expired). */
export async function readCart(options: OnFailure = {}): Promise<Cart | null> {
  const onFailure = options.onFailure ?? showDefaultFailure
  try {
    return await request<Cart>({ url: CART_API_PATH, onFailure: (error) => { if (error.status !== 404) onFailure(error) } })
  } catch (error) {
    if (error instanceof RequestError && error.status === 404) return null
    throw error
  }
}

/** Adds `quantity` of a product (the variant `sku`, for a product with variants) and answers the cart. */
export function addToCart(entry: { productId: string; sku?: string; quantity?: number }, options: OnFailure = {}): Promise<Cart> {
  return request<Cart>({ method: 'POST', url: `${CART_API_PATH}/entries`, data: entry, ...options })
}

/** Sets how many of a cart line the visitor wants; 0 removes the line. Answers the cart. */
export function changeCartQuantity(entryId: string, quantity: number, options: OnFailure = {}): Promise<Cart> {
  return request<Cart>({ method: 'PUT', url: `${CART_API_PATH}/entries/${encodeURIComponent(entryId)}`, data: { quantity }, ...options })
}
