import { expect } from '@esm-bundle/chai'
import { expectNoAxeViolations } from '../../test/helpers/axe.ts'
import { waitFor } from '../../test/helpers/wait.ts'
import { SsDonationButton } from './index.ts'

describe('<ss-donation-button>', () => {
  let container: HTMLElement
  afterEach(() => container.remove())

  async function mount(html: string): Promise<SsDonationButton> {
    container = document.createElement('div')
    container.innerHTML = html
    document.body.append(container)
    const element = container.querySelector('ss-donation-button')!
    await waitFor(() => element.shadowRoot?.querySelector('[part=base]'), 'the element to render')
    return element
  }

  it('shows its label as a button that fires ss-donation-button-activate', async () => {
    const element = await mount('<ss-donation-button label="Press me" emphasis></ss-donation-button>')
    const button = element.shadowRoot!.querySelector('button')!
    expect(button.textContent).to.equal('Press me')
    expect(element.emphasis).to.equal(true)
    const events: CustomEvent[] = []
    element.addEventListener('ss-donation-button-activate', (event) => events.push(event))
    button.click()
    expect(events.map((event) => event.detail)).to.deep.equal([{ label: 'Press me' }])
    await expectNoAxeViolations(container)
  })
})
