import { describe, expect, it } from 'vitest'
import {
  CHECKOUT_COOKIE_ALERT,
  CHECKOUT_ENTRY_PATH,
  donateCheckoutUrl,
  giftCardCheckoutUrl,
  minimumSubtotalText,
  subscribeCheckoutUrl,
} from './checkout.ts'

describe('checkout entry', () => {
  it('has the checkout path and the cookie alert', () => {
    expect(CHECKOUT_ENTRY_PATH).toBe('/commerce/goto-checkout')
    expect(CHECKOUT_COOKIE_ALERT).toBe(
      'Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.',
    )
  })

  it.each([
    [5000, 'USD', 'To check out, your order subtotal must be $50.00 or more.'],
    [123456, 'EUR', 'To check out, your order subtotal must be €1,234.56 or more.'],
    [3000, 'JPY', 'To check out, your order subtotal must be ¥3,000 or more.'],
  ])('minimumSubtotalText(%s, %s)', (cents, currency, expected) => {
    expect(minimumSubtotalText(cents, currency)).toBe(expected)
  })
})

describe('checkout URLs', () => {
  it.each([
    ['abc123', '/checkout/subscribe?cartToken=abc123'],
    ['a b&c=d/é', '/checkout/subscribe?cartToken=a%20b%26c%3Dd%2F%C3%A9'],
  ])('subscribe with cartToken %j', (token, expected) => {
    expect(subscribeCheckoutUrl(token)).toBe(expected)
  })

  it.each([
    ['5f1a2b', '/checkout/donate?donatePageId=5f1a2b'],
    ['id#1?x', '/checkout/donate?donatePageId=id%231%3Fx'],
  ])('donate with donatePageId %j', (id, expected) => {
    expect(donateCheckoutUrl(id)).toBe(expected)
  })

  it.each([
    [{ websiteId: 'w1', giftCardProductId: 'g1' }, '/checkout/giftcard?websiteId=w1&giftCardProductId=g1'],
    [
      { websiteId: 'w1', giftCardProductId: 'g1', sku: 'SQ0482913' },
      '/checkout/giftcard?websiteId=w1&giftCardProductId=g1&sku=SQ0482913',
    ],
    [
      { websiteId: 'w 1', giftCardProductId: 'g&1', sku: 'a+b' },
      '/checkout/giftcard?websiteId=w%201&giftCardProductId=g%261&sku=a%2Bb',
    ],
    [{ websiteId: 'w1', giftCardProductId: 'g1', sku: '' }, '/checkout/giftcard?websiteId=w1&giftCardProductId=g1'],
  ])('gift card %j', (target, expected) => {
    expect(giftCardCheckoutUrl(target)).toBe(expected)
  })

  it.each([
    [() => subscribeCheckoutUrl(''), 'A checkout URL needs a cartToken.'],
    [() => donateCheckoutUrl(''), 'A checkout URL needs a donatePageId.'],
    [() => giftCardCheckoutUrl({ websiteId: '', giftCardProductId: 'g1' }), 'A checkout URL needs a websiteId.'],
    [() => giftCardCheckoutUrl({ websiteId: 'w1', giftCardProductId: '' }), 'A checkout URL needs a giftCardProductId.'],
  ])('refuses a missing value (%#)', (build, message) => {
    expect(build).toThrow(new RangeError(message))
  })
})
