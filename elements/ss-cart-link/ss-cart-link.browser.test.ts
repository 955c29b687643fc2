import { expect } from '@esm-bundle/chai'
import { addToCart } from '../../core/commerce/cart-api.ts'
import { formatMoney } from '../../core/commerce/format-money.ts'
import { expectNoAxeViolations } from '../../test/helpers/axe.ts'
import { waitFor } from '../../test/helpers/wait.ts'
import type { SsCartLink } from './index.ts'
import './index.ts'

let container: HTMLElement

function mount(markup = '<a href="/cart">Cart</a>', attributes = ''): SsCartLink {
  container = document.createElement('div')
  container.innerHTML = `<ss-cart-link ${attributes}>${markup}</ss-cart-link>`
  document.body.append(container)
  return container.querySelector('ss-cart-link')!
}

async function rendered(element: SsCartLink): Promise<SsCartLink> {
  await waitFor(() => link(element), 'the cart link to render')
  return element
}

const link = (element: Element) => element.shadowRoot!.querySelector<HTMLAnchorElement>('[part~=link]')
const part = (element: Element, name: string) => element.shadowRoot!.querySelector<HTMLElement>(`[part~=${name}]`)
const status = (element: Element) => element.shadowRoot!.querySelector('[role=status]')!.textContent
/** The link's accessible name as the browser builds it from its content: its text without what is aria-hidden. */
function linkName(element: Element): string {
  const copy = link(element)!.cloneNode(true) as HTMLElement
  for (const hidden of copy.querySelectorAll('[aria-hidden=true]')) hidden.remove()
  return copy.textContent!.replace(/\s+/g, ' ').trim()
}

const clearCartCookie = () => (document.cookie = 'hasCart=; Path=/; Max-Age=0')
const cartApiCalls = () => performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/api/commerce/cart'))

describe('<ss-cart-link>', () => {
  beforeEach(() => {
    clearCartCookie()
    performance.clearResourceTimings()
  })
  afterEach(() => container.remove())

  it('is empty at once, with no request, when the visitor has no cart cookie', async () => {
    const element = await rendered(mount())
    await waitFor(() => element.dataset.state === 'empty', 'the empty marker')
    expect(part(element, 'count')!.textContent).to.equal('0')
    expect(part(element, 'subtotal')!.textContent).to.equal('$0.00')
    expect(linkName(element)).to.equal('Cart, 0 items, subtotal $0.00')
    expect(link(element)!.href).to.equal(new URL('/cart', document.baseURI).href)
    expect(cartApiCalls()).to.deep.equal([])
    await expectNoAxeViolations(container)
  })

  it('stays uninitialised, with no count, until its first sync', async () => {
    document.cookie = 'hasCart=true; Path=/'
    const realFetch = window.fetch
    window.fetch = () => new Promise<Response>(() => {})
    try {
      const element = await rendered(mount())
      expect(element.dataset.state).to.equal('uninitialized')
      expect(part(element, 'count')).to.equal(null)
      expect(linkName(element)).to.equal('Cart')
      element.sync({ items: 2, subtotal: '$5.00' })
      await waitFor(() => part(element, 'count'), 'the count')
      expect(element.dataset.state).to.equal('filled')
      expect(linkName(element)).to.equal('Cart, 2 items, subtotal $5.00')
    } finally {
      window.fetch = realFetch
    }
  })

  it('reads the cart on load when there is one, then follows sync() and announces each change politely', async () => {
    document.cookie = 'crumb=cart-link-test; Path=/'
    const cart = await addToCart({ productId: 'linen-apron', sku: 'SQ1000003', quantity: 2 })
    const element = await rendered(mount())
    await waitFor(() => element.dataset.state === 'filled', 'the cart read on load')
    expect(cartApiCalls().length).to.be.greaterThan(0)
    expect(part(element, 'count')!.textContent).to.equal(String(cart.totalQuantity))
    expect(part(element, 'subtotal')!.textContent).to.equal(formatMoney(cart.subtotalCents, 'USD'))
    expect(status(element)).to.equal('')

    // What the page's own cart drawer would pass after one more $9 guide; not a second server call, whose
    // cart cookie a test file running beside this one in the same browser may have changed meanwhile.
    const after = { items: cart.totalQuantity + 1, subtotal: formatMoney(cart.subtotalCents + 900, 'USD') }
    element.sync(after)
    const announced = `${after.items} items in your cart, subtotal ${after.subtotal}`
    await waitFor(() => status(element) === announced, `the announcement '${announced}'`)
    const region = element.shadowRoot!.querySelector('[role=status]')!
    expect(region.getAttribute('aria-live')).to.equal(null) // role=status is polite by itself
    expect(part(element, 'count')!.textContent).to.equal(String(after.items))
  })

  it("shows '100+' past 100 items and keeps the exact count in the link's name", async () => {
    const element = await rendered(mount())
    await waitFor(() => element.dataset.state === 'empty', 'the first sync')
    element.sync({ items: 100, subtotal: '$100.00' })
    await waitFor(() => part(element, 'count')?.textContent === '100', 'a count of 100')
    element.sync({ items: 134, subtotal: '$134.00' })
    await waitFor(() => part(element, 'count')?.textContent === '100+', "'100+'")
    expect(linkName(element)).to.equal('Cart, 134 items, subtotal $134.00')
    expect(status(element)).to.equal('134 items in your cart, subtotal $134.00')
    element.sync({ items: 1, subtotal: '$1.00' })
    await waitFor(() => status(element) === '1 item in your cart, subtotal $1.00', 'the singular')
    element.sync({ items: 0, subtotal: '$0.00' })
    await waitFor(() => element.dataset.state === 'empty', 'the empty marker again')
  })

  it('does not announce a sync that changes nothing', async () => {
    const element = await rendered(mount())
    element.sync({ items: 3, subtotal: '$3.00' })
    element.sync({ items: 4, subtotal: '$4.00' })
    await waitFor(() => status(element) !== '', 'the announcement')
    element.sync({ items: 4, subtotal: '$4.00' })
    expect(status(element)).to.equal('4 items in your cart, subtotal $4.00')
  })

  it('writes the subtotal of an empty cart in its currency attribute', async () => {
    const element = await rendered(mount(undefined, 'currency="EUR"'))
    await waitFor(() => part(element, 'subtotal')?.textContent === '€0.00', 'the subtotal in euros')
  })

  it("takes its address and label from the light DOM's link, refusing a script address", async () => {
    const element = await rendered(mount('<a href="/basket" aria-label="Basket">🧺</a>'))
    expect(link(element)!.href).to.equal(new URL('/basket', document.baseURI).href)
    expect(part(element, 'label')!.textContent).to.equal('Basket')
    container.remove()
    const unsafe = await rendered(mount('<a href="javascript:alert(1)">Cart</a>'))
    expect(link(unsafe)!.getAttribute('href')).to.equal('/cart')
  })

  it('refuses a sync without a whole number of items and a subtotal text', async () => {
    const element = mount()
    for (const summary of [{ items: -1, subtotal: '$0.00' }, { items: 1.5, subtotal: '$1.00' }, { items: 1 }, null]) {
      expect(() => element.sync(summary as never)).to.throw(TypeError)
    }
  })
})
