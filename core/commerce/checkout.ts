import { formatMoney } from './format-money.ts'

// Apart, so that the checkout guard, which every page runs, does not bring the money formatting with it.
export { CHECKOUT_COOKIE_ALERT, CHECKOUT_ENTRY_PATH } from './checkout-entry.ts'

/** The sentence shown when an order is below the store's minimum subtotal: 'To check out, … $50.00 or more.' */
export function minimumSubtotalText(minimumCents: number, currency: string): string {
  return `To check out, your order subtotal must be ${formatMoney(minimumCents, currency)} or more.`
}

/** The subscription checkout of a cart: '/checkout/subscribe?cartToken=…'. */
export function subscribeCheckoutUrl(cartToken: string): string {
  return `/checkout/subscribe?${query({ cartToken })}`
}

/** The donation checkout of a donate page: '/checkout/donate?donatePageId=…'. */
export function donateCheckoutUrl(donatePageId: string): string {
  return `/checkout/donate?${query({ donatePageId })}`
}

/** The gift card checkout: '/checkout/giftcard?websiteId=…&giftCardProductId=…', with '&sku=…' when given. */
export function giftCardCheckoutUrl(target: { websiteId: string; giftCardProductId: string; sku?: string }): string {
  const { websiteId, giftCardProductId, sku } = target
  return `/checkout/giftcard?${query({ websiteId, giftCardProductId })}${sku ? `&${query({ sku })}` : ''}`
}

/** `name=value` pairs, each value percent-encoded; an empty value is a `RangeError` naming it. */
function query(values: Record<string, string>): string {
  return Object.entries(values)
    .map(([name, value]) => {
      if (typeof value !== 'string' || value === '') throw new RangeError(`A checkout URL needs a ${name}.`)
      return `${name}=${encodeURIComponent(value)}`
    })
    .join('&')
}
