import { expect } from '@esm-bundle/chai'
import { sendKeys } from '@web/test-runner-commands'
import { engine } from 'ss-test-engine'
import { waitFor } from '../test/helpers/wait.ts'
import { SsAccordion } from '../elements/ss-accordion/element.ts'
import { SsMenu } from '../elements/ss-menu/element.ts'
import { hydrate, layoutBeforeAndAfterHydration, serverRendered } from './test/server-rendered.ts'

SsAccordion.define()
SsMenu.define()

const MENU = '<ss-menu><section data-title="Lunch"><p>Soup</p></section><section data-title="Dinner"><p>Fish</p></section></ss-menu>'
const ACCORDION = '<ss-accordion><details><summary>Shipping</summary><p>Two days.</p></details></ss-accordion>'

// The server renders with React's own renderer; the lite build (Preact) has no server renderer of ours to test against.
;(engine === 'react' ? describe : describe.skip)('a server-rendered block', () => {
  it('hydrates: no mutation of its shadow root and no hydration error, and it works', async () => {
    const { elements, mutations, recovered } = await hydrate(serverRendered(MENU) + serverRendered(ACCORDION))
    expect(recovered).to.deep.equal([])
    // The tab list points each tab at its panel in the light DOM by element reflection (`ariaControlsElements`),
    // which only the browser can do, in an effect, fresh render or not: the one change allowed.
    expect(mutations().filter((record) => record !== 'attributes button aria-controls')).to.deep.equal([])
    const menu = elements[0]!
    const tabs = () => Array.from(menu.shadowRoot!.querySelectorAll<HTMLButtonElement>('[role=tab]'))
    expect(tabs().map((tab) => tab.textContent)).to.deep.equal(['Lunch', 'Dinner'])
    tabs()[0]!.focus()
    await sendKeys({ press: 'ArrowRight' })
    await sendKeys({ press: 'Enter' })
    await waitFor(() => tabs()[1]!.getAttribute('aria-selected') === 'true', 'the second tab to be selected')
  })

  it('lays out the same before it hydrates as after: the tabs, then the first section alone', async () => {
    const { before, after } = await layoutBeforeAndAfterHydration(MENU)
    expect(before.shownSections).to.deep.equal(['Lunch'])
    expect(after).to.deep.equal(before)
  })

  it('drawn afresh from a stale render, and still works', async () => {
    const stale = serverRendered(MENU).replace('>Dinner</button>', '>Supper</button>')
    const { elements, recovered } = await hydrate(stale)
    expect(recovered.length).to.be.greaterThan(0)
    const menu = elements[0]!
    const tabs = () => Array.from(menu.shadowRoot!.querySelectorAll<HTMLButtonElement>('[role=tab]'))
    expect(tabs().map((tab) => tab.textContent)).to.deep.equal(['Lunch', 'Dinner'])
    tabs()[1]!.click()
    await waitFor(() => tabs()[1]!.getAttribute('aria-selected') === 'true', 'the second tab to be selected')
  })
})
