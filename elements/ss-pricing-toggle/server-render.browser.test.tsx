import { expect } from '@esm-bundle/chai'
import { engine } from 'ss-test-engine'
import { hydrate, layoutBeforeAndAfterHydration, serverRendered } from '../../server-render/test/server-rendered.ts'
import { waitFor } from '../../test/helpers/wait.ts'
import { keepXsrfToken } from '../../core/site-users/xsrf-token.ts'
import { SsPricingToggle } from './element.ts'

SsPricingToggle.define()

const TOGGLE = `<ss-pricing-toggle><section data-title="Monthly"><p>$10 a month</p></section><section data-title="Yearly"><p>$100 a year</p></section></ss-pricing-toggle>`

// The server renders with React's own renderer; the lite build (Preact) has no server renderer of ours to test against.
;(engine === 'react' ? describe : describe.skip)('a server-rendered <ss-pricing-toggle>', () => {
  afterEach(() => keepXsrfToken(undefined))

  it('shows a visitor the first view alone before it hydrates, as after', async () => {
    const { before, after } = await layoutBeforeAndAfterHydration(TOGGLE)
    expect(before.shownSections).to.deep.equal(['Monthly'])
    expect(after).to.deep.equal(before)
  })

  it('hydrates the first view the server drew for a visitor, and shows the buttons once a site user logs in', async () => {
    const { elements, mutations, recovered } = await hydrate(serverRendered(TOGGLE))
    expect(recovered).to.deep.equal([])
    expect(mutations()).to.deep.equal([])
    const element = elements[0]!
    const tabs = () => Array.from(element.shadowRoot!.querySelectorAll<HTMLButtonElement>('[role=tab]'))
    expect(tabs()).to.deep.equal([])
    keepXsrfToken('a site user logged in')
    await waitFor(() => tabs().length === 2, 'the buttons after the login')
    tabs()[1]!.click()
    await waitFor(() => tabs()[1]!.getAttribute('aria-selected') === 'true', 'the right view')
    expect(element.querySelectorAll('section')[1]!.assignedSlot!.closest('[hidden]')).to.equal(null)
  })
})
