import { expect } from '@esm-bundle/chai'
import { SsProductPrice } from './element.ts'
import { waitFor } from '../../test/helpers/wait.ts'

// Defined as dist/ss-elements.js defines it: the implementation loads when the first price connects.
SsProductPrice.define()

const products = [
  { productType: 'physical', variants: [{ price: 2800 }, { price: 3200 }] },
  { productType: 'service', variants: [{ price: 1800 }], subscriptionPlan: { billingPeriod: { value: 2, unit: 'week' }, numBillingCycles: 6 } },
]

describe('<ss-product-price> while its code loads', () => {
  it("keeps the room of its price, and of a subscription's renewal line: nothing below moves when it draws", async () => {
    const container = document.createElement('div')
    container.innerHTML = `
      <ss-product-price>from $28.00</ss-product-price><p>Below the price</p>
      <ss-product-price>$18.00, renews every 2 weeks for 6 payments</ss-product-price><p>Below the subscription</p>`
    const prices = [...container.querySelectorAll('ss-product-price')]
    prices.forEach((price, index) => price.setAttribute('data-block-json', JSON.stringify(products[index])))
    document.body.append(container)
    const below = [...container.querySelectorAll('p')]
    expect(prices.map((price) => price.hasAttribute('data-ss-pending'))).to.deep.equal([true, true])
    const tops = below.map((paragraph) => paragraph.getBoundingClientRect().top)
    await waitFor(() => prices[1]!.shadowRoot?.querySelector('[part~=subscription]'), 'the renewal')
    below.forEach((paragraph, index) =>
      expect(paragraph.getBoundingClientRect().top, 'within half a pixel: line heights round differently').to.be.closeTo(tops[index]!, 0.5),
    )
    container.remove()
  })
})
