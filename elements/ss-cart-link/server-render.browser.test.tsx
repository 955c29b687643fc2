import { expect } from '@esm-bundle/chai'
import { engine } from 'ss-test-engine'
import { hydrate, serverRendered } from '../../server-render/test/server-rendered.ts'
import { waitFor } from '../../test/helpers/wait.ts'
import { SsCartLink } from './element.ts'

SsCartLink.define()

const CART_LINK = '<ss-cart-link><a href="/cart">Cart</a></ss-cart-link>'

// The server renders with React's own renderer; the lite build (Preact) has no server renderer of ours to test against.
;(engine === 'react' ? describe : describe.skip)('a server-rendered <ss-cart-link>', () => {
  it('draws the common case, an empty cart, and hydrates it without a change, then follows a sync', async () => {
    document.cookie = 'hasCart=; Path=/; Max-Age=0'
    const { elements, mutations, recovered } = await hydrate(serverRendered(CART_LINK))
    expect(recovered).to.deep.equal([])
    const element = elements[0] as SsCartLink
    const part = (name: string) => element.shadowRoot!.querySelector(`[part=${name}]`)
    await waitFor(() => element.dataset.state === 'empty', 'the empty cart')
    expect(part('count')!.textContent).to.equal('0')
    expect(part('subtotal')!.textContent).to.equal('$0.00')
    expect(mutations()).to.deep.equal([])
    expect(part('link')!.getAttribute('href')).to.equal('/cart')
    element.sync({ items: 2, subtotal: '$12.00' })
    await waitFor(() => part('count')!.textContent === '2', 'the synced count')
    expect(part('subtotal')!.textContent).to.equal('$12.00')
  })

  it('takes the empty cart back with a cart cookie: no count until the cart is read', async () => {
    document.cookie = 'hasCart=true; Path=/'
    const realFetch = window.fetch
    window.fetch = () => new Promise<Response>(() => {})
    try {
      const { elements, recovered } = await hydrate(serverRendered(CART_LINK))
      expect(recovered).to.deep.equal([])
      const element = elements[0] as SsCartLink
      await waitFor(() => element.dataset.state === 'uninitialized', 'the unknown cart')
      expect(element.shadowRoot!.querySelector('[part=count]')).to.equal(null)
    } finally {
      window.fetch = realFetch
      document.cookie = 'hasCart=; Path=/; Max-Age=0'
    }
  })
})
