import { expect } from '@esm-bundle/chai'
import { SsCartLink } from './element.ts'
import { waitFor } from '../../test/helpers/wait.ts'

// Defined as dist/ss-elements.js defines it: the implementation loads when the first cart link connects.
SsCartLink.define()

describe('<ss-cart-link> while its code loads', () => {
  it('keeps the line of its link: neither it nor what is below it moves when it draws', async () => {
    const container = Object.assign(document.createElement('div'), {
      innerHTML: '<ss-cart-link><a href="/cart">Cart</a></ss-cart-link><p>Below</p>',
    })
    document.body.append(container)
    const cartLink = container.querySelector('ss-cart-link')!
    const boxes = [cartLink, container.querySelector('p')!]
    const edges = () => boxes.flatMap((box) => [box.getBoundingClientRect().left, box.getBoundingClientRect().top, box.getBoundingClientRect().bottom])
    expect(cartLink.hasAttribute('data-ss-pending')).to.equal(true)
    const before = edges()
    await waitFor(() => cartLink.shadowRoot?.querySelector('[part~=link]'), 'the link')
    edges().forEach((edge, index) => expect(edge, 'within half a pixel: line heights round differently').to.be.closeTo(before[index]!, 0.5))
    container.remove()
  })
})
