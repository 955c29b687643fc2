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

/** What the link shows: the cart as last synced (none before the first sync), and the last change announced. */
export interface ShownCart {
  summary?: CartSummary
  announcement: string
}

/** The link after a sync: the first sync, and one that changes nothing, announce nothing new. */
export function syncedCart(shown: ShownCart, next: CartSummary): ShownCart {
  const { summary } = shown
  const changed = summary !== undefined && (summary.items !== next.items || summary.subtotal !== next.subtotal)
  return { summary: next, announcement: changed ? cartChangeAnnouncement(next) : shown.announcement }
}
