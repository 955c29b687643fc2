import { expect } from '@esm-bundle/chai'
import { engine } from 'ss-test-engine'
import { hydrate, serverRendered } from '../../server-render/test/server-rendered.ts'
import { waitFor } from '../../test/helpers/wait.ts'
import { SsProductPrice } from './element.ts'

SsProductPrice.define()

const PRICE = `<ss-product-price data-block-json='{"productType":"digital","priceCents":1500,"salePriceCents":900,"onSale":true}'>$9.00</ss-product-price>`

// The server renders with React's own renderer; the lite build (Preact) has no server renderer of ours to test against.
;(engine === 'react' ? describe : describe.skip)('a server-rendered <ss-product-price>', () => {
  it('hydrates the price as the server drew it, and draws a new price when told', async () => {
    const { elements, mutations, recovered } = await hydrate(serverRendered(PRICE))
    expect(recovered).to.deep.equal([])
    expect(mutations()).to.deep.equal([])
    const element = elements[0]!
    const price = () => element.shadowRoot!.querySelector('[part~=price]')!.textContent
    expect(price()).to.equal('Sale price: $9.00')
    element.dataset.blockJson = '{"productType":"digital","priceCents":2500}'
    await waitFor(() => price() === '$25.00', 'the new price')
  })
})
