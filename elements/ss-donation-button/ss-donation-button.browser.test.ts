import { expect } from '@esm-bundle/chai'
import { expectNoAxeViolations } from '../../test/helpers/axe.ts'
import { waitFor } from '../../test/helpers/wait.ts'
import type { SsDonationButton } from './index.ts'
import './index.ts'

describe('<ss-donation-button>', () => {
  let container: HTMLElement
  afterEach(() => container.remove())

  async function mount(attributes: string): Promise<SsDonationButton> {
    container = document.body.appendChild(document.createElement('div'))
    container.innerHTML = `<ss-donation-button ${attributes}>Give to the <em>bakery fund</em></ss-donation-button>`
    const element = container.querySelector('ss-donation-button')!
    await waitFor(() => element.shadowRoot?.querySelector('[part~=button]') || element.hasAttribute('data-ss-error'), 'the button')
    return element
  }

  const link = (element: Element) => element.shadowRoot!.querySelector<HTMLAnchorElement>('[part~=button]')

  it('is a link to the donation checkout of its donate page, named by its text', async () => {
    const element = await mount(`data-block-json='{"donatePageId": "5f1a 2b"}'`)
    const button = link(element)!
    expect(button.getAttribute('href')).to.equal('/checkout/donate?donatePageId=5f1a%202b')
    const shown = button.querySelector('slot')!.assignedNodes().map((node) => node.textContent).join('')
    expect(shown).to.equal('Give to the bakery fund')
    await expectNoAxeViolations(container)
  })

  it('takes the donate page from its attribute, which overrides the block JSON', async () => {
    const element = await mount(`data-block-json='{"donatePageId": "a"}' donate-page-id="b"`)
    expect(link(element)!.getAttribute('href')).to.equal('/checkout/donate?donatePageId=b')
    element.donatePageId = 'c'
    await waitFor(() => link(element)!.getAttribute('href') === '/checkout/donate?donatePageId=c', 'the new address')
  })

  it('shows its text as it is and reports ss-error without a donate page', async () => {
    const element = await mount(`donate-page-id="  "`)
    expect(element.getAttribute('data-ss-error')).to.contain('donatePageId')
    expect(link(element)).to.equal(null)
    expect(element.innerText.trim()).to.equal('Give to the bakery fund')
  })
})
