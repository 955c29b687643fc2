import type { CartSummary } from './schema.ts'

/** Above this many items the count reads '100+'; the accessible name keeps the exact number. */
export const CART_COUNT_CAP = 100

/** The count as the badge shows it: the number, or '100+' past the cap. */
export function cartCountText(items: number): string {
  return items > CART_COUNT_CAP ? `${CART_COUNT_CAP}+` : String(items)
}

/** '1 item', '134 items': the exact count, for assistive technology. */
export function cartItemsText(items: number): string {
  return items === 1 ? '1 item' : `${items} items`
}

/** What a screen reader hears when the cart changes: '3 items in your cart, subtotal $45.00'. */
export function cartChangeAnnouncement({ items, subtotal }: CartSummary): string {
  return `${cartItemsText(items)} in your cart, subtotal ${subtotal}`
}
