import { expect } from '@esm-bundle/chai'
import { engine } from 'ss-test-engine'
import { hydrate, serverRendered } from '../../server-render/test/server-rendered.ts'
import { waitFor } from '../../test/helpers/wait.ts'
import { SsCartLink } from './element.ts'

SsCartLink.define()

const CART_LINK = '<ss-cart-link><a href="/cart">Cart</a></ss-cart-link>'

// The server renders with React's own renderer; the lite build (Preact) has no server renderer of ours to test against.
;(engine === 'react' ? describe : describe.skip)('a server-rendered <ss-cart-link>', () => {
  it('hydrates the link the server drew, then shows the cart the browser knows, and follows a sync', async () => {
    const { elements, mutations, recovered } = await hydrate(serverRendered(CART_LINK))
    expect(recovered).to.deep.equal([])
    const element = elements[0] as SsCartLink
    const part = (name: string) => element.shadowRoot!.querySelector(`[part=${name}]`)
    // Without a cart cookie the cart is empty: only the browser knows, so its count arrives once hydrated,
    // added beside the label the server drew, which stays.
    await waitFor(() => element.dataset.state === 'empty', 'the empty cart')
    expect(part('count')!.textContent).to.equal('0')
    expect(new Set(mutations())).to.deep.equal(new Set(['childList a ']))
    expect(part('link')!.getAttribute('href')).to.equal('/cart')
    element.sync({ items: 2, subtotal: '$12.00' })
    await waitFor(() => part('count')!.textContent === '2', 'the synced count')
    expect(part('subtotal')!.textContent).to.equal('$12.00')
  })
})
