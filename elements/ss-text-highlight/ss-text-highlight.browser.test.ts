import { expect } from '@esm-bundle/chai'
import { expectNoAxeViolations } from '../../test/helpers/axe.ts'
import { waitFor } from '../../test/helpers/wait.ts'
import { SsTextHighlight } from './index.ts'

describe('<ss-text-highlight>', () => {
  let container: HTMLElement
  afterEach(() => container.remove())

  async function mount(html: string): Promise<SsTextHighlight> {
    container = document.createElement('div')
    container.innerHTML = html
    document.body.append(container)
    const element = container.querySelector('ss-text-highlight')!
    await waitFor(() => element.shadowRoot?.querySelector('[part=base]'), 'the element to render')
    return element
  }

  it('shows its label as a button that fires ss-text-highlight-activate', async () => {
    const element = await mount('<ss-text-highlight label="Press me" emphasis></ss-text-highlight>')
    const button = element.shadowRoot!.querySelector('button')!
    expect(button.textContent).to.equal('Press me')
    expect(element.emphasis).to.equal(true)
    const events: CustomEvent[] = []
    element.addEventListener('ss-text-highlight-activate', (event) => events.push(event))
    button.click()
    expect(events.map((event) => event.detail)).to.deep.equal([{ label: 'Press me' }])
    await expectNoAxeViolations(container)
  })
})
