import { expect } from '@esm-bundle/chai'
import { expectNoAxeViolations } from '../../test/helpers/axe.ts'
import { waitFor } from '../../test/helpers/wait.ts'
import { SsFollowButtons } from './index.ts'

describe('<ss-follow-buttons>', () => {
  let container: HTMLElement
  afterEach(() => container.remove())

  async function mount(html: string): Promise<SsFollowButtons> {
    container = document.createElement('div')
    container.innerHTML = html
    document.body.append(container)
    const element = container.querySelector('ss-follow-buttons')!
    await waitFor(() => element.shadowRoot?.querySelector('[part=base]'), 'the element to render')
    return element
  }

  it('shows its label as a button that fires ss-follow-buttons-activate', async () => {
    const element = await mount('<ss-follow-buttons label="Press me" emphasis></ss-follow-buttons>')
    const button = element.shadowRoot!.querySelector('button')!
    expect(button.textContent).to.equal('Press me')
    expect(element.emphasis).to.equal(true)
    const events: CustomEvent[] = []
    element.addEventListener('ss-follow-buttons-activate', (event) => events.push(event))
    button.click()
    expect(events.map((event) => event.detail)).to.deep.equal([{ label: 'Press me' }])
    await expectNoAxeViolations(container)
  })
})
