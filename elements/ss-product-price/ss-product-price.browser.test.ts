import { expect } from '@esm-bundle/chai'
import { resetPageContext } from '../../core/context/page-context.ts'
import { expectNoAxeViolations } from '../../test/helpers/axe.ts'
import { waitFor } from '../../test/helpers/wait.ts'
import type { SsProductPrice } from './index.ts'
import './index.ts'

const apron = { productType: 'physical', variants: [{ price: 2800 }, { price: 3200 }] }
const guideOnSale = { productType: 'digital', priceCents: 1500, salePriceCents: 900, onSale: true }

let container: HTMLElement

async function price(product: object, attributes = ''): Promise<SsProductPrice> {
  container = document.createElement('div')
  container.innerHTML = `<ss-product-price ${attributes} data-block-json='${JSON.stringify(product)}'>$0.00</ss-product-price>`
  document.body.append(container)
  const element = container.querySelector('ss-product-price')!
  await waitFor(() => element.shadowRoot?.querySelector('[part~=base]') || element.hasAttribute('data-ss-error'), 'the price to render')
  return element
}

const part = (element: Element, name: string) => element.shadowRoot!.querySelector<HTMLElement>(`[part~=${name}]`)
/** The rendered text of the price line, spaces collapsed. */
const renderedText = (element: Element) => (part(element, 'base')?.innerText ?? '').replace(/\s+/g, ' ').trim()

describe('<ss-product-price>', () => {
  afterEach(() => {
    container.remove()
    delete (window as { SS_CONTEXT?: unknown }).SS_CONTEXT
    resetPageContext()
  })

  it('shows a single price in the site currency, USD by default', async () => {
    const element = await price({ productType: 'service', variants: [{ price: 1000 }] })
    expect(renderedText(element)).to.equal('$10.00')
  })

  it("reads 'from' the lowest price when the variants' prices differ", async () => {
    const element = await price(apron)
    expect(part(element, 'price')!.textContent).to.equal('from $28.00')
    expect(part(element, 'original-price')).to.equal(null)
  })

  it('shows a sale price beside the struck-out original, each named for assistive technology', async () => {
    const element = await price(guideOnSale)
    const sale = part(element, 'sale-price')!
    const original = part(element, 'original-price')!
    expect(original.localName).to.equal('s')
    expect(sale.textContent).to.equal('Sale price: $9.00')
    expect(original.textContent).to.equal('Original price: $15.00')
    for (const hidden of element.shadowRoot!.querySelectorAll('.visually-hidden')) {
      expect(hidden.getBoundingClientRect().width).to.be.at.most(1)
    }
    await expectNoAxeViolations(container)
  })

  it('takes the currency from its attribute, else from the site settings', async () => {
    ;(window as { SS_CONTEXT?: unknown }).SS_CONTEXT = { websiteSettings: { storeSettings: { selectedCurrency: 'JPY' } } }
    resetPageContext()
    expect(renderedText(await price({ productType: 'gift card', variants: [{ price: 5000 }] }))).to.equal('¥5,000')
    container.remove()
    expect(renderedText(await price({ productType: 'gift card', variants: [{ price: 5000 }] }, 'currency="EUR"'))).to.equal('€50.00')
  })

  it('writes a subscription’s renewal under its price', async () => {
    const element = await price({
      productType: 'service',
      variants: [{ price: 1800 }],
      subscriptionPlan: { billingPeriod: { value: 1, unit: 'month' }, numBillingCycles: 12 },
    })
    expect(part(element, 'subscription')!.textContent).to.equal('renews every month for 12 payments')
  })

  it('follows a change of its block JSON or currency', async () => {
    const element = await price(apron)
    element.currency = 'GBP'
    await waitFor(() => part(element, 'price')?.textContent === 'from £28.00', 'the price in pounds')
    element.setAttribute('data-block-json', JSON.stringify(guideOnSale))
    await waitFor(() => part(element, 'sale-price')?.textContent === 'Sale price: £9.00', 'the sale price')
  })

  for (const [what, product, attributes] of [
    ['an unknown currency', apron, 'currency="XYZ"'],
    ['a digital product without priceCents', { productType: 'digital' }, ''],
    ['a product without variants', { productType: 'physical', variants: [] }, ''],
  ] as const) {
    it(`keeps its light-DOM price and reports ss-error for ${what}`, async () => {
      const element = await price(product, attributes)
      expect(element.hasAttribute('data-ss-error')).to.equal(true)
      expect(element.shadowRoot!.querySelector('slot')).not.to.equal(null)
      expect(element.innerText.trim()).to.equal('$0.00')
    })
  }
})
