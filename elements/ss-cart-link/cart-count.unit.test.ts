import { describe, expect, it } from 'vitest'
import { cartChangeAnnouncement, cartCountText, cartItemsText, syncedCart } from './cart-count.ts'

describe('the cart count', () => {
  it("shows the number up to 100, then '100+'", () => {
    expect([0, 1, 99, 100, 101, 5000].map(cartCountText)).toEqual(['0', '1', '99', '100', '100+', '100+'])
  })

  it('names the exact number of items, singular for one', () => {
    expect([0, 1, 2, 134].map(cartItemsText)).toEqual(['0 items', '1 item', '2 items', '134 items'])
    expect(cartChangeAnnouncement({ items: 1, subtotal: '€9.00' })).toBe('1 item in your cart, subtotal €9.00')
  })

  it('announces each sync that changes the count or the subtotal, not the first, nor one that changes nothing', () => {
    const first = syncedCart({ announcement: '' }, { items: 0, subtotal: '$0.00' })
    expect(first).toEqual({ summary: { items: 0, subtotal: '$0.00' }, announcement: '' })
    const added = syncedCart(first, { items: 0, subtotal: '$0.50' })
    expect(added.announcement).toBe('0 items in your cart, subtotal $0.50')
    const again = syncedCart(syncedCart(added, { items: 2, subtotal: '$5.00' }), { items: 2, subtotal: '$5.00' })
    expect(again.announcement).toBe('2 items in your cart, subtotal $5.00')
  })
})
